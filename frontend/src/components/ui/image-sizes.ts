/**
 * The end of the `sizes` of an image that fills the screen's width on a phone. A phone of 2.5 device pixels per
 * CSS pixel or more (most current phones are 2.6–3.5×) counts its slot as 320 CSS px, so it takes the 960 px copy
 * (3 × 320) rather than the 1600 px one: a 360 px phone at 3× wants 1080 px, and browsers fetch the next copy up,
 * twice the bytes (33.7 KB of AVIF instead of 17.7 KB for a 4000 × 3000 photo) for a difference not seen at a
 * phone's distance. Wider screens and lower densities count the whole width. The hero's preload names the same
 * sizes, so it fetches the copy that is painted.
 */
export const PHONE_WIDTH = '(max-width: 479px) and (min-resolution: 2.5dppx) 320px, 100vw'
