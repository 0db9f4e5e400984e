import { Image, type ImageProps } from '@chakra-ui/react'
import { useState } from 'react'
import { DEFAULT_PROJECT_IMAGE } from '@/lib/catalogue.gen'

type SafeImageProps = Omit<ImageProps, 'src' | 'width' | 'height'> & {
  src?: string | null
  alt: string
  /** Intrinsic size: reserves the space before the image loads (no layout shift). */
  width: number
  height: number
  fallback?: string
  /**
   * The image's focal point as a CSS object-position ("80% 20%", the server's view): where the crop keeps the
   * subject. Set as the style attribute, so it is in the server-rendered HTML and works without script.
   */
  position?: string
}

/** A lazily loaded image with explicit dimensions that falls back to a default picture; sizes only with a srcset (HTML allows no other). */
export function SafeImage({ src, alt, width, height, fallback = DEFAULT_PROJECT_IMAGE, srcSet, sizes, position, style, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const wanted = src?.trim() || fallback
  const shown = failed === wanted ? fallback : wanted
  return (
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
  )
}
