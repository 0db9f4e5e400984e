import type { GalleryImage } from '@/lib/api-types.gen'

/** An image file's name: what bulk upload puts in the alt text. */
const FILE_NAME = /^[^\s/\\]+\.(jpe?g|png|gif|webp|avif|svg|bmp|tiff?)$/i

/**
 * Whether a gallery image's alt text is still a file name (what bulk upload
 * sets, e.g. "IMG_0042.jpg") rather than a description: the gallery list
 * marks it so the owner can describe it or mark it decorative.
 */
export function altIsFileName(image: Pick<GalleryImage, 'alt' | 'src' | 'decorative'>): boolean {
  if (image.decorative) return false
  const alt = image.alt?.trim() ?? ''
  if (!alt) return false
  const base = image.src.split(/[?#]/, 1)[0].split('/').pop() ?? ''
  return FILE_NAME.test(alt) || alt === base
}
