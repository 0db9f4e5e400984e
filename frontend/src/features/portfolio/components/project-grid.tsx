import { Box } from '@chakra-ui/react'
import { fitGrid, type FitColumns } from '@/components/ui/fit-grid'
import { Each } from '@/lib/template'
import type { SectionDisplay } from '@/lib/limits.gen'
import type { CardView } from '@/lib/views.gen'
import { SECTION_COLUMNS } from '../view'
import { ProjectCard, type CardHeading } from './project-card'

/** How a section lays its cards out (from its view: markers while prerendering). */
export interface GridLayout {
  columns: number
  display: SectionDisplay
}

/**
 * The layouts as attribute rules, all known at build: the grid carries its
 * column count and style as data attributes (filled by the server's template
 * like any other value), so one grid serves every layout and the page holds
 * its cards once.
 */
const layoutCss = {
  ...Object.fromEntries(
    SECTION_COLUMNS.map((n) => [
      `&[data-columns="${n}"]:not([data-display="list"])`,
      fitGrid({ base: 1, md: Math.min(n, 2), xl: n } as FitColumns),
    ]),
  ),
  '&[data-display="list"]': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', maxW: '3xl' },
}

/**
 * The cards in a grid of the layout's columns on wide screens (2 on medium,
 * 1 on small) that fits their count (fitGrid), or one a row as a list.
 */
export function ProjectGrid({ cards, layout, heading }: { cards: CardView[]; layout: GridLayout; heading?: CardHeading }) {
  return (
    <Box gap="6" data-columns={layout.columns} data-display={layout.display} css={layoutCss}>
      <Each of={cards}>{(c) => <ProjectCard card={c} heading={heading} />}</Each>
    </Box>
  )
}
