import { Image, type ImageProps } from '@chakra-ui/react'
import { useState } from 'react'
import { DEFAULT_PROJECT_IMAGE } from '@/lib/catalogue.gen'
import { AvifSource } from './avif-source'

type SafeImageProps = Omit<ImageProps, 'src' | 'width' | 'height'> & {
  src?: string | null
  alt: string
  /** Intrinsic size: reserves the space before the image loads (no layout shift). */
  width: number
  height: number
  fallback?: string
  /**
   * The image's focal point as a CSS object-position ("80% 20%", the server's view): where the crop keeps the
   * subject. Set as the <img>'s style attribute, so it is in the server-rendered HTML and works without script.
   */
  position?: string
  /** The upload's AVIF copies (the view's avifSrcSet), offered before srcSet's WebP ones. */
  avifSrcSet?: string
}

/**
 * A lazily loaded image with explicit dimensions that falls back to a default picture; sizes only with a srcset (HTML allows no other).
 * It is a <picture> (display: contents, so the <img> lays out as before) whose <source> offers an upload's AVIF copies first;
 * the <img> is the fallback and takes every other prop, the focal position too (a <source> only picks the file: the <img> paints it).
 * Inside a <picture>, React's server renderer hoists no preload of it.
 */
export function SafeImage({ src, alt, width, height, fallback = DEFAULT_PROJECT_IMAGE, srcSet, avifSrcSet, sizes, position, style, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const wanted = src?.trim() || fallback
  const shown = failed === wanted ? fallback : wanted
  return (
    <picture style={{ display: 'contents' }}>
      <AvifSource srcSet={failed === wanted ? undefined : avifSrcSet} sizes={sizes} />
      <Image
        src={shown}
        alt={alt}
        htmlWidth={String(width)}
        htmlHeight={String(height)}
        loading="lazy"
        decoding="async"
        w="full"
        h="auto"
        aspectRatio={`${width} / ${height}`}
        objectFit="cover"
        onError={() => setFailed(wanted)}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        style={position ? { ...style, objectPosition: position } : style}
        {...rest}
      />
    </picture>
  )
}
