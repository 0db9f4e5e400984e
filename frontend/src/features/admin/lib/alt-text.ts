import type { GalleryImage } from '@/lib/api-types.gen'

/** An image file's name, with its extension: "IMG_0042.jpg". */
const FILE_NAME = /^[^\s/\\]+\.(jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)$/i
/** A camera's or a download's name without its extension: one word of letters, digits, _ and -, with a digit ("IMG_0042", "DSC01234", "photo-2024-05-01"). */
const BARE_FILE_NAME = /^(?=[^\s]*\d)[\w-]+$/

/**
 * Whether a gallery image still needs a description: it is not marked
 * decorative and its alt text is empty (what bulk upload leaves) or is a
 * file name ("IMG_0042.jpg", "IMG_0042", its own stored name). The gallery
 * list marks it so the owner describes it or marks it decorative; until
 * then visitors' screen readers hear the project's title, never a file name.
 */
export function needsDescription(image: Pick<GalleryImage, 'alt' | 'src' | 'decorative'>): boolean {
  if (image.decorative) return false
  const alt = image.alt?.trim() ?? ''
  if (!alt) return true
  const file = image.src.split(/[?#]/, 1)[0].split('/').pop() ?? ''
  const base = file.replace(/\.[^.]+$/, '')
  return FILE_NAME.test(alt) || BARE_FILE_NAME.test(alt) || alt === file || alt === base
}
