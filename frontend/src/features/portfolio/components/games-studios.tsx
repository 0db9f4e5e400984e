import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react'
import { Each, If, Unless } from '@/lib/template'
import type { StudioView } from '@/lib/views.gen'

/** The strip of studio wordmarks, each linking to its block (#riot, #ea, #namco for the demo's three); a studio without a wordmark shows its name. */
export function GamesLogoStrip({ studios }: { studios: StudioView[] }) {
  return (
    <HStack as="nav" aria-label="Studios" gap="3" mb="8" wrap="wrap">
      <Each of={studios}>
        {(s) => (
          <Button asChild type={undefined} variant="outline" size="lg" fontFamily="heading" letterSpacing="widest" fontWeight="semibold" colorPalette="gold">
            <a href={s.href} aria-label={s.title}>
              <If when={s.logo}>{s.logo}</If>
              <Unless when={s.logo}>{s.title}</Unless>
            </a>
          </Button>
        )}
      </Each>
    </HStack>
  )
}

/** A studio block's title (a group's heading level), career period and its extra anchors. */
export function StudioHeading({ studio, as = 'h3' }: { studio: StudioView; as?: 'h2' | 'h3' }) {
  return (
    <Box mb="5">
      <Each of={studio.aliases}>{(a) => <Box as="span" id={a} display="block" scrollMarginTop="80px" />}</Each>
      <Heading as={as} size="lg" color="brand.fg">
        {studio.title}
      </Heading>
      <If when={studio.period}>
        <Text color="fg.muted" fontSize="sm">
          {studio.period}
        </Text>
      </If>
    </Box>
  )
}
