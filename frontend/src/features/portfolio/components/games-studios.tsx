import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { subcategoryLabel } from '@/lib/catalogue'
import { GAME_STUDIOS } from '../sections'

type Studio = (typeof GAME_STUDIOS)[number]

export const GAME_STUDIO_BY_KEY: Record<string, Studio> = Object.fromEntries(GAME_STUDIOS.map((s) => [s.subcategory, s]))

/** The strip of studio wordmarks linking to the #riot, #ea and #namco anchors. */
export function GamesLogoStrip() {
  return (
    <HStack as="nav" aria-label="Studios" gap="3" mb="8" wrap="wrap">
      {GAME_STUDIOS.map((s) => (
        <Button key={s.subcategory} asChild type={undefined} variant="outline" size="lg" fontFamily="heading" letterSpacing="widest" fontWeight="bold" colorPalette="gold">
          <RouterLink to={`#${s.anchors[s.anchors.length - 1]}`} aria-label={subcategoryLabel(s.subcategory)}>
            {s.logo}
          </RouterLink>
        </Button>
      ))}
    </HStack>
  )
}

/** A studio block's title, career period and its extra anchors. */
export function StudioHeading({ studio, label }: { studio: Studio; label: string }) {
  return (
    <Box mb="5">
      {studio.anchors.slice(1).map((a) => (
        <Box as="span" key={a} id={a} display="block" scrollMarginTop="80px" />
      ))}
      <Heading as="h3" size="lg" color="brand.fg">
        {label}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {studio.period}
      </Text>
    </Box>
  )
}
