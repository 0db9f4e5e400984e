/**
 * The site's two typefaces (issue 24): Fraunces, a soft display serif, for
 * headings and Manrope, an open grotesque, for text. Both are self-hosted
 * from @fontsource-variable (one variable woff2 each, the Latin subset
 * only: about 60 KB together), declared and preloaded in the head of both
 * shells by the Vite plugin in vite.config.ts, so the first paint already
 * asks for them.
 *
 * font-display: optional: a face that is not there within the first
 * ~100 ms is not swapped in later, so text is visible at once (in the
 * fallback) and never shifts; preloaded from the page's own origin, the
 * faces are normally there in time, and in the cache from the second page on.
 */
export interface SiteFont {
  family: string
  /** The woff2 file, relative to node_modules. */
  file: string
  /** The variable weight axis of the file. */
  weights: string
}

export const fontDisplay = 'optional'

/** The Latin subset's code points (Fontsource's "latin" range). */
export const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

export const headingFont: SiteFont = {
  family: 'Fraunces Variable',
  file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weights: '100 900',
}

export const bodyFont: SiteFont = {
  family: 'Manrope Variable',
  file: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weights: '200 800',
}

export const siteFonts = [headingFont, bodyFont]

/** The font stacks of the theme: the chosen face, then faces of similar proportions. */
export const headingStack = `"${headingFont.family}", Georgia, "Iowan Old Style", "Times New Roman", serif`
export const bodyStack = `"${bodyFont.family}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`

/** The @font-face rules, given the URL each file is served at. */
export function fontFaceCss(urlOf: (f: SiteFont) => string): string {
  return siteFonts
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-display:${fontDisplay};font-weight:${f.weights};` +
        `src:url(${urlOf(f)}) format("woff2");unicode-range:${latinRange}}`,
    )
    .join('')
}

/** The head's preload links and font faces, given the URL each file is served at. */
export function fontHead(urlOf: (f: SiteFont) => string): string {
  const links = siteFonts.map((f) => `<link rel="preload" href="${urlOf(f)}" as="font" type="font/woff2" crossorigin>`).join('\n    ')
  return `${links}\n    <style>${fontFaceCss(urlOf)}</style>`
}
