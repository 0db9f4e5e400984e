/**
 * Uploaded images come with resized WebP variants (the server makes them at
 * upload or on first request): /uploads/<base>-w<width>.webp for each width
 * below, never wider than the original. Other images (the build's SVGs,
 * other hosts) are shown as they are.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const

const UPLOADED = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9_]*)\.[A-Za-z0-9]{1,8}$/

/** The srcset of an image URL: its variants for an upload, else empty. */
export function imageSrcSet(url: string): string {
  const m = UPLOADED.exec(url)
  if (!m) return ''
  return IMAGE_VARIANT_WIDTHS.map((w) => `/uploads/${m[1]}-w${w}.webp ${w}w`).join(', ')
}
