import { Box, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { BoundFocal } from '../lib/focal'

export type { BoundFocal }

/** The crops the public pages and the share copy make of an image, previewed live (width / height). */
export const FOCAL_CROPS = [
  { label: 'Card', ratio: 16 / 9 },
  { label: 'Wide hero', ratio: 21 / 9 },
  { label: 'Square', ratio: 1 },
  { label: 'Share card', ratio: 1200 / 630, share: true },
] as const

const STEP = 0.05
const FINE_STEP = 0.01

const clamp = (v: number) => Math.min(1, Math.max(0, v))
const round = (v: number) => Math.round(clamp(v) * 100) / 100
const percent = (v: number) => `${Math.round(v * 100)}%`

/** What a screen reader says of the point. */
export const focalText = (x: number, y: number) => `${percent(x)} from the left, ${percent(y)} from the top`

/** The point under a pointer at (clientX, clientY) over the box `r`, rounded to a hundredth. */
export function pointAt(r: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number) {
  return { x: round((clientX - r.left) / (r.width || 1)), y: round((clientY - r.top) / (r.height || 1)) }
}

/** The point after a key: arrows move it 5% (1% with Shift), Home centres it; null for any other key. */
export function pointAfterKey(key: string, shift: boolean, x: number, y: number) {
  const d = shift ? FINE_STEP : STEP
  switch (key) {
    case 'ArrowLeft':
      return { x: round(x - d), y }
    case 'ArrowRight':
      return { x: round(x + d), y }
    case 'ArrowUp':
      return { x, y: round(y - d) }
    case 'ArrowDown':
      return { x, y: round(y + d) }
    case 'Home':
      return { x: 0.5, y: 0.5 }
  }
  return null
}

/**
 * The object-position that shows the crop the server cuts for the share copy: a window centred on the point,
 * clamped to the image (the pages' object-position keeps the point in view, but places it by its own rule).
 */
export function shareCropPosition(f: number, imageRatio: number, cropRatio: number, horizontal: boolean) {
  // The share of the axis the window covers (1 on the axis the crop fills).
  const n = horizontal ? Math.min(1, cropRatio / imageRatio) : Math.min(1, imageRatio / cropRatio)
  if (n >= 1) return 0.5
  return clamp((f - n / 2) / (1 - n))
}

/**
 * The focal point of an image: tap or click the picture where its subject is (or focus it and use the arrows;
 * Home centres it). Below, the crops the site makes of it, live. Without a picture there is nothing to place.
 */
export function FocalPointField({ src, alt, label, focal }: { src: string; alt: string; label: string; focal: BoundFocal }) {
  const [ratio, setRatio] = useState(1)
  // Hidden, as the plain preview, while the address does not load.
  const [failed, setFailed] = useState<string | null>(null)
  const { x, y, onChange } = focal
  const place = (e: PointerEvent<HTMLDivElement>) => {
    const p = pointAt(e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY)
    onChange(p.x, p.y)
  }
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const p = pointAfterKey(e.key, e.shiftKey, x, y)
    if (!p) return
    e.preventDefault()
    onChange(p.x, p.y)
  }
  const position = `${x * 100}% ${y * 100}%`
  if (failed === src) return null
  return (
    <Stack gap="3" maxW="sm" w="full">
      <Box
        role="slider"
        tabIndex={0}
        aria-label={`Focal point of ${label.replace(/\s*URL$/i, '')}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(x * 100)}
        aria-valuetext={focalText(x, y)}
        data-testid="focal-point"
        position="relative"
        w="fit-content"
        maxW="full"
        lineHeight="0"
        cursor="crosshair"
        borderRadius="md"
        overflow="hidden"
        bg="bg.muted"
        touchAction="none"
        onPointerDown={place}
        onKeyDown={onKey}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <Image
          src={src}
          alt={alt}
          maxW="full"
          maxH="64"
          draggable={false}
          data-testid="image-preview"
          onError={() => setFailed(src)}
          onLoad={(e) => setRatio(e.currentTarget.naturalWidth / (e.currentTarget.naturalHeight || 1))}
        />
        <Box position="absolute" left={`${x * 100}%`} top={`${y * 100}%`} boxSize="6" ml="-3" mt="-3" borderRadius="full" borderWidth="3px" borderColor="white" boxShadow="0 0 0 2px black" pointerEvents="none" aria-hidden />
      </Box>
      <Text textStyle="sm" color="fg.muted">
        Tap the subject to keep it in every crop (arrows move it): {focalText(x, y)}.
      </Text>
      <SimpleGrid role="group" columns={{ base: 2, sm: 4 }} gap="2" aria-label="Crops the site makes">
        {FOCAL_CROPS.map((c) => {
          const at = 'share' in c ? `${shareCropPosition(x, ratio, c.ratio, true) * 100}% ${shareCropPosition(y, ratio, c.ratio, false) * 100}%` : position
          return (
            <Stack key={c.label} gap="1">
              <Image src={src} alt="" aspectRatio={c.ratio} w="full" objectFit="cover" borderRadius="sm" style={{ objectPosition: at }} data-testid="focal-crop" />
              <Text textStyle="xs" color="fg.muted">
                {c.label}
              </Text>
            </Stack>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
