/**
 * The site's two typefaces (issue 24): Fraunces, a soft display serif, for
 * headings and Manrope, an open grotesque, for text. Both are self-hosted,
 * made from @fontsource-variable by scripts/subset-fonts.sh (`make fonts`):
 * Fraunces pinned at the headings' one weight (600), Manrope kept variable
 * from 400 to 700, both cut to the characters of Western European text.
 *
 * Each face is two files (issue 44), split by unicode-range as type
 * services do: the English text every page has (Basic Latin, the no-break
 * space, ©, ·, dashes, quotes, bullet, ellipsis: 24 KB together, preloaded)
 * and the rest of Latin-1 (accented letters, €: fetched by the browser only
 * for a page that has such a character). The one file of each face was
 * 36 KB together, and on a slow phone network the fonts share the link with
 * the hero image: the 12 KB an English page never draws delayed it.
 * Declared (and the first part preloaded) in the head of both shells by the
 * Vite plugin in vite.config.ts, so the first paint already asks for them.
 *
 * font-display: optional: a face that is not there within the first
 * ~100 ms is not swapped in later, so text is visible at once (in the
 * fallback) and never shifts; preloaded from the page's own origin, the
 * faces are normally there in time, and in the cache from the second page on.
 */
export interface SiteFont {
  family: string
  /** The woff2 file, relative to the frontend folder. */
  file: string
  /** The weight of the file, or its variable weight range. */
  weights: string
  /** The characters the file holds (its unicode-range). */
  range: string
  /** Preloaded: the part every page draws. */
  preload: boolean
}

export const fontDisplay = 'optional'

/**
 * The characters the files keep (BASIC and EXTRA in scripts/subset-fonts.sh): the first part's, then the
 * second's; together Western European text. Others fall back to the next face of the stack.
 */
export const basicRange = 'U+0020-007E,U+00A0,U+00A9,U+00B7,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026'
export const extraRange = 'U+00A1-00A8,U+00AA-00B6,U+00B8-00FF,U+20AC'

export const headingFont: SiteFont = {
  family: 'Fraunces Variable',
  file: 'src/theme/fonts/fraunces-600.woff2',
  weights: '600',
  range: basicRange,
  preload: true,
}

export const bodyFont: SiteFont = {
  family: 'Manrope Variable',
  file: 'src/theme/fonts/manrope-400-700.woff2',
  weights: '400 700',
  range: basicRange,
  preload: true,
}

/** A face's second file: the same family and weights, the rest of Latin-1, not preloaded. */
const extra = (f: SiteFont): SiteFont => ({ ...f, file: f.file.replace(/\.woff2$/, '-extra.woff2'), range: extraRange, preload: false })

export const siteFonts = [headingFont, bodyFont, extra(headingFont), extra(bodyFont)]

/** The font stacks of the theme: the chosen face, then faces of similar proportions. */
export const headingStack = `"${headingFont.family}", Georgia, "Iowan Old Style", "Times New Roman", serif`
export const bodyStack = `"${bodyFont.family}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`

/** The @font-face rules, given the URL each file is served at. */
export function fontFaceCss(urlOf: (f: SiteFont) => string): string {
  return siteFonts
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-display:${fontDisplay};font-weight:${f.weights};` +
        `src:url(${urlOf(f)}) format("woff2");unicode-range:${f.range}}`,
    )
    .join('')
}

/** The head's preload links and font faces, given the URL each file is served at. */
export function fontHead(urlOf: (f: SiteFont) => string): string {
  const links = siteFonts
    .filter((f) => f.preload)
    .map((f) => `<link rel="preload" href="${urlOf(f)}" as="font" type="font/woff2" crossorigin>`).join('\n    ')
  return `${links}\n    <style>${fontFaceCss(urlOf)}</style>`
}
