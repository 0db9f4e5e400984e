import { Box, Heading, Text } from '@chakra-ui/react'
import { StudioStrip } from '@/components/ui/studio-strip'
import { Each, If } from '@/lib/template'
import type { StudioView } from '@/lib/views.gen'
import { PORTFOLIO_SCROLL_MARGIN } from './side-index'

/** The strip of studio logos above the Games section's blocks (#riot, #ea, #namco for the demo's three). */
export function GamesLogoStrip({ studios }: { studios: StudioView[] }) {
  return <StudioStrip studios={studios} />
}

/** A studio block's title (a group's heading level), career period and its extra anchors. */
export function StudioHeading({ studio, as = 'h3' }: { studio: StudioView; as?: 'h2' | 'h3' }) {
  return (
    <Box mb="5">
      <Each of={studio.aliases}>{(a) => <Box as="span" id={a} display="block" scrollMarginTop={PORTFOLIO_SCROLL_MARGIN} />}</Each>
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
