import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { LuArrowRight } from 'react-icons/lu'
import { ListMessage } from '@/components/ui/list-states'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'
import { Each, If, Unless, useRequiredTemplateView } from '@/lib/template'
import type { PortfolioSection } from '../sections'
import type { CardView, SectionView } from '@/lib/views.gen'
import { GamesLogoStrip, StudioHeading } from './games-studios'
import type { CardHeading } from './project-card'
import { ProjectGrid, type GridLayout } from './project-grid'
import { PORTFOLIO_SCROLL_MARGIN } from './side-index'

/**
 * The heading levels of a section's body: under the section's h2 on
 * /portfolio (groups h3, cards h4); under a category page's h1 (groups h2,
 * cards h3); on a group's page the group is the page, so it has no heading
 * of its own (cards h2).
 */
export interface SectionLevels {
  group: 'h2' | 'h3' | null
  card: CardHeading
}

const PORTFOLIO_LEVELS: SectionLevels = { group: 'h3', card: 'h4' }

/**
 * One portfolio category, rendered at build as a template of its view
 * (views.portfolio.<category>), which the Go server fills with the stored
 * projects, filtered by the page's search when there is one: while
 * searching, a section without a match is not shown at all (view.shown).
 */
export function CategorySection({ section }: { section: PortfolioSection }) {
  const view = useRequiredTemplateView<SectionView>(`portfolio.${section.category}`)
  const { pages } = useSite()
  return (
    <If when={view.shown}>
      <Box as="section" id={section.anchor} scrollMarginTop={PORTFOLIO_SCROLL_MARGIN} aria-labelledby={`${section.anchor}-title`} data-testid={`portfolio-section-${section.category}`}>
        {section.anchor !== section.category && <Box as="span" id={section.category} display="block" scrollMarginTop={PORTFOLIO_SCROLL_MARGIN} />}
        {/* The section's header: its title over a rule, and for Games the way to the games page (issue 39: /games was linked from nowhere). */}
        <Flex align="baseline" justify="space-between" wrap="wrap" columnGap="4" rowGap="2" mb="6" pb="3" borderBottomWidth="1px">
          <Heading as="h2" id={`${section.anchor}-title`} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {view.title}
          </Heading>
          {section.studios && (
            <Button asChild type={undefined} variant="ghost" size="sm" me="-3">
              <a href={ROUTES.games.path}>
                {pages.portfolioGamesLink}
                <LuArrowRight aria-hidden />
              </a>
            </Button>
          )}
        </Flex>
        <If when={view.description}>
          <Text mt="-2" mb="6" color="fg.muted" maxW="3xl" data-testid="portfolio-section-description">
            {view.description}
          </Text>
        </If>
        {section.studios && <GamesLogoStrip studios={view.studios} />}
        <SectionBody section={section} view={view} levels={PORTFOLIO_LEVELS} />
      </Box>
    </If>
  )
}

/** A group is a section named by its heading; on a group's own page (no group heading) it is the page's content, no section of its own. */
function groupBox(levels: SectionLevels, title: string) {
  return levels.group ? ({ as: 'section', 'aria-label': title } as const) : ({ as: 'div' } as const)
}

/** A section's groups (studios, its own groups, then the others) and their cards, or its empty message. */
export function SectionBody({ section, view, levels }: { section: PortfolioSection; view: SectionView; levels: SectionLevels }) {
  return (
    <>
      <If when={view.empty}>
        <ListMessage>{section.emptyText}</ListMessage>
      </If>
      <Unless when={view.empty}>
        <Stack gap={{ base: '10', md: '14' }}>
          {section.studios && (
            <Each of={view.studios}>
              {(s) => (
                <If when={s.visible}>
                  <Box as="section" id={s.anchor} scrollMarginTop={PORTFOLIO_SCROLL_MARGIN} aria-label={s.title} data-testid="game-studio">
                    <StudioHeading studio={s} as={levels.group ?? 'h2'} />
                    <GroupDescription text={s.description} />
                    <GroupCards cards={s.items} empty={s.empty} emptyText={section.emptyText} layout={{ columns: s.columns, display: s.display }} heading={levels.card} />
                  </Box>
                </If>
              )}
            </Each>
          )}
          {section.groups.map((g) => {
            const gv = view.groups[g.key]
            return (
              <If key={g.key} when={gv.visible}>
                <Box {...groupBox(levels, gv.title)} id={`${section.anchor}-${g.key}`} scrollMarginTop={PORTFOLIO_SCROLL_MARGIN}>
                  {levels.group && <GroupHeading label={gv.title} as={levels.group} />}
                  <GroupDescription text={gv.description} />
                  <GroupCards cards={gv.items} empty={gv.empty} emptyText={section.emptyText} layout={{ columns: gv.columns, display: gv.display }} heading={levels.card} />
                </Box>
              </If>
            )
          })}
          <Each of={view.extra}>
            {(e) => (
              <Box {...groupBox(levels, e.title)} id={e.anchor} scrollMarginTop={PORTFOLIO_SCROLL_MARGIN}>
                {levels.group && <GroupHeading label={e.title} as={levels.group} />}
                <GroupDescription text={e.description} />
                <ProjectGrid cards={e.items} layout={{ columns: e.columns, display: e.display }} heading={levels.card} />
              </Box>
            )}
          </Each>
        </Stack>
      </Unless>
    </>
  )
}

/** A group layout's description, under the group's heading. */
function GroupDescription({ text }: { text: string }) {
  return (
    <If when={text}>
      <Text mt="-2" mb="5" color="fg.muted" maxW="3xl" data-testid="portfolio-group-description">
        {text}
      </Text>
    </If>
  )
}

function GroupHeading({ label, as }: { label: string; as: 'h2' | 'h3' }) {
  return (
    <Heading as={as} size="lg" mb="5" color="brand.fg">
      {label}
    </Heading>
  )
}

function GroupCards({ cards, empty, emptyText, layout, heading }: { cards: CardView[]; empty: boolean; emptyText: string; layout: GridLayout; heading: CardHeading }) {
  return (
    <>
      <If when={empty}>
        <ListMessage>{emptyText}</ListMessage>
      </If>
      <Unless when={empty}>
        <ProjectGrid cards={cards} layout={layout} heading={heading} />
      </Unless>
    </>
  )
}
