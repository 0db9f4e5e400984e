import type { StylisPlugin } from '@emotion/cache'

/**
 * The properties current browsers still read only with -webkit- (Safari, on
 * every iPhone): user-select and text-size-adjust, backdrop-filter before
 * Safari 18, box-decoration-break, hyphens before Safari 17, the mask
 * properties before 15.4; and background-clip: text.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'text-size-adjust',
  'backdrop-filter',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
])

/**
 * The public pages' prefixer (issue 44), in place of Stylis's own: Stylis
 * writes every flex, transition, appearance and placeholder rule three or
 * four times over (-webkit-box, -ms-flexbox, -moz-…) for browsers of ten
 * years ago. The page's inline CSS was 114 KB, a fifth of it such
 * prefixes, and every byte of it is parsed and matched before the first
 * paint. This one adds -webkit- where a browser the site supports still
 * needs it, and nothing else. A declaration is an element of type "decl":
 * its props the property, its value the whole declaration ("prop:value;").
 */
export const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return
  const prop = element.props
  const needs = WEBKIT_ONLY.has(prop) || (prop === 'background-clip' && /\btext\b/.test(String(element.children)))
  if (needs) element.return = `-webkit-${element.value}${element.value}`
}
