import { Box, Image, type BoxProps } from '@chakra-ui/react'
import { AvifSource } from './avif-source'

interface LogoImageProps extends Omit<BoxProps, 'children'> {
  src: string
  srcSet?: string
  /** The upload's AVIF copies, offered before srcSet's WebP ones. */
  avifSrcSet?: string
  /** The name the logo stands for (an outlet's, a studio's, a partner's). */
  alt: string
  /** The logo's box in CSS pixels: the image is fitted inside it, never cropped, and the box is reserved before it loads (no layout shift). */
  width: number
  height: number
}

/**
 * A logo on a light plate, so a dark logo reads in both colour schemes.
 * Without script it is a plain <img> with its width and height set; with
 * uploaded variants the browser picks the smallest that fills the box.
 */
export function LogoImage({ src, srcSet, avifSrcSet, alt, width, height, ...plate }: LogoImageProps) {
  return (
    <Box display="inline-flex" alignItems="center" justifyContent="center" bg="white" borderRadius="md" px="3" py="1.5" {...plate}>
      <picture style={{ display: 'contents' }}>
        <AvifSource srcSet={avifSrcSet} sizes={`${width}px`} />
        <Image
          src={src}
          srcSet={srcSet || undefined}
          sizes={srcSet ? `${width}px` : undefined}
          alt={alt}
          htmlWidth={String(width)}
          htmlHeight={String(height)}
          w={`${width}px`}
          h={`${height}px`}
          maxW="full"
          objectFit="contain"
          loading="lazy"
          decoding="async"
        />
      </picture>
    </Box>
  )
}
