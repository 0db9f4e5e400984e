/**
 * Lucide icons (the admin's icon set, as react-icons' `lu`) drawn by CSS
 * instead of elements: a mask of the icon's shape painted in the text's
 * colour. A list of hundreds of rows then mounts no SVG per button (six
 * icons on 500 project rows were 3,000 SVG trees, a third of the tab's
 * rendering), and the icons still follow the theme and hover colours.
 * The shapes are lucide's (ISC licence), 24 × 24, stroked 2 wide.
 */
const SHAPES = {
  arrowDown: '<path d="M12 5v14"/><path d="m19 12-7 7-7-7"/>',
  arrowUp: '<path d="m5 12 7-7 7 7"/><path d="M12 19V5"/>',
  link: '<path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71"/><path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71"/>',
  images:
    '<path d="M18 22H4a2 2 0 0 1-2-2V6"/><path d="m22 13-1.296-1.296a2.41 2.41 0 0 0-3.408 0L11 18"/><circle cx="12" cy="8" r="2"/><rect width="16" height="16" x="6" y="2" rx="2"/>',
  pencil:
    '<path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"/><path d="m15 5 4 4"/>',
  trash:
    '<path d="M3 6h18"/><path d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6"/><path d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2"/><line x1="10" x2="10" y1="11" y2="17"/><line x1="14" x2="14" y1="11" y2="17"/>',
} as const

export type CssIcon = keyof typeof SHAPES
export const CSS_ICONS = Object.keys(SHAPES) as CssIcon[]

/** The icon as a CSS url() of an SVG image (for mask-image). */
export function cssIconUrl(icon: CssIcon): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${SHAPES[icon]}</svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
}

/**
 * Styles for elements with `data-css-icon="<icon>"`: a 1rem icon before
 * their content, in their text colour (set on the element around a list, once).
 */
export function cssIconStyles(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {
    '& [data-css-icon]::before': {
      content: '""',
      display: 'inline-block',
      width: '1rem',
      height: '1rem',
      flexShrink: '0',
      backgroundColor: 'currentColor',
      maskRepeat: 'no-repeat',
      maskPosition: 'center',
      maskSize: 'contain',
      // In forced colours (Windows contrast themes) the mask keeps the text colour.
      forcedColorAdjust: 'none',
    },
  }
  for (const icon of CSS_ICONS) out[`& [data-css-icon="${icon}"]::before`] = { maskImage: cssIconUrl(icon) }
  return out
}
