import { Stack } from '@chakra-ui/react'
import { useRequiredTemplateView } from '@/lib/template'
import type { SectionView } from '@/lib/views.gen'
import type { CategoryPageOf } from '../sections'
import { SectionBody, type SectionLevels } from './category-section'
import { GamesLogoStrip } from './games-studios'
import { PortfolioFrame } from './portfolio-frame'
import { SideIndex } from './side-index'

/** Under the page's h1: groups h2 and cards h3; a group's page is that group, so its cards are h2. */
const CATEGORY_LEVELS: SectionLevels = { group: 'h2', card: 'h3' }
const GROUP_LEVELS: SectionLevels = { group: null, card: 'h2' }

/**
 * A category page, /portfolio/<category> (or a group's, such as
 * /portfolio/character-design): only that section of the portfolio, with
 * the same groups, layouts and studios as on /portfolio, from the same
 * template view (views.portfolio.<category>, which the server fills with
 * that section alone). The heading is the category's (or group's) label;
 * the side index links to the other category pages.
 */
export function CategoryPage({ page }: { page: CategoryPageOf }) {
  const { section, group } = page
  const view = useRequiredTemplateView<SectionView>(`portfolio.${section.category}`)
  return (
    <PortfolioFrame
      title={page.label}
      intro={group ? '' : view.description}
      introTestId="portfolio-section-description"
      compact
      index={<SideIndex current={group ? '' : section.category} />}
    >
      <Stack minW="0" data-testid={`portfolio-section-${section.category}`}>
        {section.studios && <GamesLogoStrip studios={view.studios} />}
        <SectionBody section={section} view={view} levels={group ? GROUP_LEVELS : CATEGORY_LEVELS} />
      </Stack>
    </PortfolioFrame>
  )
}
