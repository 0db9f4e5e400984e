import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { ListMessage } from '@/components/ui/list-states'
import { Each, If, Unless, useRequiredTemplateView } from '@/lib/template'
import type { PortfolioSection } from '../sections'
import type { CardView, SectionView } from '@/lib/views.gen'
import { GamesLogoStrip, StudioHeading } from './games-studios'
import { ProjectGrid, type GridLayout } from './project-grid'

/**
 * One portfolio category, rendered at build as a template of its view
 * (views.portfolio.<category>), which the Go server fills with the stored
 * projects, filtered by the page's search when there is one.
 */
export function CategorySection({ section }: { section: PortfolioSection }) {
  const view = useRequiredTemplateView<SectionView>(`portfolio.${section.category}`)
  return (
    <Box as="section" id={section.anchor} scrollMarginTop="80px" aria-labelledby={`${section.anchor}-title`} data-testid={`portfolio-section-${section.category}`}>
      {section.anchor !== section.category && <Box as="span" id={section.category} display="block" scrollMarginTop="80px" />}
      <Heading as="h2" id={`${section.anchor}-title`} size={{ base: '2xl', md: '3xl' }} mb="6" letterSpacing="tight">
        {view.title}
      </Heading>
      <If when={view.description}>
        <Text mt="-3" mb="6" color="fg.muted" maxW="3xl" data-testid="portfolio-section-description">
          {view.description}
        </Text>
      </If>
      {section.studios && <GamesLogoStrip studios={view.studios} />}
      <SectionBody section={section} view={view} />
    </Box>
  )
}

function SectionBody({ section, view }: { section: PortfolioSection; view: SectionView }) {
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
                  <Box as="section" id={s.anchor} scrollMarginTop="80px" aria-label={s.title} data-testid="game-studio">
                    <StudioHeading studio={s} />
                    <GroupDescription text={s.description} />
                    <GroupCards cards={s.items} empty={s.empty} emptyText={section.emptyText} layout={{ columns: s.columns, display: s.display }} />
                  </Box>
                </If>
              )}
            </Each>
          )}
          {section.groups.map((g) => {
            const gv = view.groups[g.key]
            return (
              <If key={g.key} when={gv.visible}>
                <Box as="section" id={`${section.anchor}-${g.key}`} scrollMarginTop="80px" aria-label={gv.title}>
                  <GroupHeading label={gv.title} />
                  <GroupDescription text={gv.description} />
                  <GroupCards cards={gv.items} empty={gv.empty} emptyText={section.emptyText} layout={{ columns: gv.columns, display: gv.display }} />
                </Box>
              </If>
            )
          })}
          <Each of={view.extra}>
            {(e) => (
              <Box as="section" id={e.anchor} scrollMarginTop="80px" aria-label={e.title}>
                <GroupHeading label={e.title} />
                <GroupDescription text={e.description} />
                <ProjectGrid cards={e.items} layout={{ columns: e.columns, display: e.display }} />
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

function GroupHeading({ label }: { label: string }) {
  return (
    <Heading as="h3" size="lg" mb="5" color="brand.fg">
      {label}
    </Heading>
  )
}

function GroupCards({ cards, empty, emptyText, layout }: { cards: CardView[]; empty: boolean; emptyText: string; layout: GridLayout }) {
  return (
    <>
      <If when={empty}>
        <ListMessage>{emptyText}</ListMessage>
      </If>
      <Unless when={empty}>
        <ProjectGrid cards={cards} layout={layout} />
      </Unless>
    </>
  )
}
