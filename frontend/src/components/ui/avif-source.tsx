import { If } from '@/lib/template'

/**
 * The AVIF copies of an uploaded image (the view's avifSrcSet), offered to
 * the browsers that decode AVIF before the <img>'s WebP srcset: the first
 * child of a <picture> whose <img> stays the fallback (and keeps every
 * style, size and position prop). An image that is not an upload has no
 * copies, and no <source>. Without script the browser picks alone.
 */
export function AvifSource({ srcSet, sizes }: { srcSet?: string; sizes?: string }) {
  return (
    <If when={srcSet}>
      <source type="image/avif" srcSet={srcSet} sizes={sizes} />
    </If>
  )
}
