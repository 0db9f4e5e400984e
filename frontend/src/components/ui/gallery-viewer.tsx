import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu'
import { SafeImage } from './safe-image'

export interface GalleryItem {
  src: string
  alt: string
  caption?: string
}

/** The previous or next index, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count
}

interface GalleryViewerProps {
  images: GalleryItem[]
  index: number
  onIndexChange: (index: number) => void
  /** Height of the main image area. */
  stageHeight?: string | Record<string, string>
  tone?: 'dark' | 'default'
}

/** An image stage with previous/next (wrapping), a counter, thumbnails and the arrow keys. */
export function GalleryViewer({ images, index, onIndexChange, stageHeight = '60vh', tone = 'default' }: GalleryViewerProps) {
  const count = images.length
  const current = images[wrapIndex(index, count)]
  const go = (delta: number) => onIndexChange(wrapIndex(index + delta, count))

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndexChange(wrapIndex(index - 1, count))
      else if (e.key === 'ArrowRight') onIndexChange(wrapIndex(index + 1, count))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [index, count, onIndexChange])

  if (!current) return null
  const muted = tone === 'dark' ? 'whiteAlpha.800' : 'fg.muted'
  return (
    <Flex direction="column" gap="4" w="full">
      <Box position="relative" h={stageHeight} display="flex" alignItems="center" justifyContent="center">
        <SafeImage
          key={current.src}
          src={current.src}
          alt={current.alt}
          width={1600}
          height={900}
          loading="eager"
          objectFit="contain"
          w="auto"
          maxW="full"
          maxH="full"
          h="full"
          borderRadius="md"
        />
        {count > 1 && (
          <>
            <IconButton aria-label="Previous image" onClick={() => go(-1)} position="absolute" left="2" top="50%" transform="translateY(-50%)" rounded="full" variant="solid" colorPalette="gray">
              <LuChevronLeft />
            </IconButton>
            <IconButton aria-label="Next image" onClick={() => go(1)} position="absolute" right="2" top="50%" transform="translateY(-50%)" rounded="full" variant="solid" colorPalette="gray">
              <LuChevronRight />
            </IconButton>
          </>
        )}
      </Box>
      <Flex justify="space-between" align="center" gap="4" color={muted} fontSize="sm">
        <Text>{current.caption ?? ''}</Text>
        <Text aria-live="polite" data-testid="gallery-counter" flexShrink={0}>
          {wrapIndex(index, count) + 1} / {count}
        </Text>
      </Flex>
      {count > 1 && (
        <HStack gap="2" overflowX="auto" pb="1" justify={{ md: 'center' }}>
          {images.map((img, i) => (
            <Box
              as="button"
              key={`${img.src}-${i}`}
              onClick={() => onIndexChange(i)}
              aria-label={`Show image ${i + 1}: ${img.alt}`}
              aria-current={i === wrapIndex(index, count) ? 'true' : undefined}
              flexShrink={0}
              w="20"
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === wrapIndex(index, count) ? 'gold.solid' : 'transparent'}
              opacity={i === wrapIndex(index, count) ? 1 : 0.7}
              _hover={{ opacity: 1 }}
            >
              <SafeImage src={img.src} alt="" width={160} height={90} />
            </Box>
          ))}
        </HStack>
      )}
    </Flex>
  )
}
