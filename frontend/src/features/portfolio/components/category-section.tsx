import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { CardSkeletons, ListMessage } from '@/components/ui/list-states'
import { errorMessage } from '@/lib/http-error'
import { useGetProjectsQuery } from '@/lib/projects'
import { Each, If, Unless, useTemplateView } from '@/lib/template'
import type { Project } from '@/lib/types'
import type { PortfolioSection } from '../sections'
import { sectionView, type CardView, type LinkView, type SectionView } from '../view'
import { GamesLogoStrip, GAME_STUDIO_BY_KEY, StudioHeading } from './games-studios'
import { useGetSectionLayoutsQuery } from '../api'
import { ProjectGrid, type CardActions, type GridLayout } from './project-grid'

/** What the page does when a card's image or video link is pressed. */
export interface PageActions {
  onOpenGallery: (project: Project) => void
  onPlayVideo: (link: LinkView) => void
}

interface CategorySectionProps {
  section: PortfolioSection
  search: string
  actions: PageActions
}

/**
 * One portfolio category: its projects fetched by category and shown as the
 * section's view. While prerendering, the view is a template the server
 * fills with the stored projects (the same markup the browser renders).
 */
export function CategorySection({ section, search, actions: page }: CategorySectionProps) {
  const template = useTemplateView<SectionView>(`portfolio.${section.category}`)
  const { data, error, isLoading } = useGetProjectsQuery({ category: section.category }, { skip: !!template })
  // Until the layouts arrive (or if they fail) the section keeps its defaults.
  const { data: layouts } = useGetSectionLayoutsQuery(undefined, { skip: !!template })
  const view = template ?? sectionView(section, data ?? [], search, layouts ?? [])
  const actions: CardActions = {
    onOpenGallery: (id) => {
      const p = data?.find((x) => x.id === id)
      if (p) page.onOpenGallery(p)
    },
    onPlayVideo: page.onPlayVideo,
  }

  let body: React.ReactNode
  if (template) body = <SectionBody section={section} view={template} actions={actions} />
  else if (isLoading) body = <CardSkeletons count={3} />
  else if (error) body = <ListMessage tone="error">{section.errorText(errorMessage(error))}</ListMessage>
  else body = <SectionBody section={section} view={view} actions={actions} />

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
      {section.category === 'games' && <GamesLogoStrip />}
      {body}
    </Box>
  )
}

function SectionBody({ section, view, actions }: { section: PortfolioSection; view: SectionView; actions: CardActions }) {
  return (
    <>
      <If when={view.empty}>
        <ListMessage>{section.emptyText}</ListMessage>
      </If>
      <Unless when={view.empty}>
        <Stack gap={{ base: '10', md: '14' }}>
          {section.groups.map((g) => {
            const gv = view.groups[g.key]
            const studio = section.category === 'games' ? GAME_STUDIO_BY_KEY[g.key] : undefined
            return (
              <If key={g.key} when={gv.visible}>
                <Box as="section" id={studio ? studio.anchors[0] : `${section.anchor}-${g.key}`} scrollMarginTop="80px" aria-label={gv.title}>
                  {studio ? <StudioHeading studio={studio} label={gv.title} /> : <GroupHeading label={gv.title} />}
                  <GroupDescription text={gv.description} />
                  <GroupCards cards={gv.items} empty={gv.empty} emptyText={section.emptyText} actions={actions} layout={{ columns: gv.columns, display: gv.display }} />
                </Box>
              </If>
            )
          })}
          <Each of={view.extra}>
            {(e) => (
              <Box as="section" id={e.anchor} scrollMarginTop="80px" aria-label={e.title}>
                <GroupHeading label={e.title} />
                <GroupDescription text={e.description} />
                <ProjectGrid cards={e.items} actions={actions} layout={{ columns: e.columns, display: e.display }} />
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

function GroupCards({ cards, empty, emptyText, actions, layout }: { cards: CardView[]; empty: boolean; emptyText: string; actions: CardActions; layout: GridLayout }) {
  return (
    <>
      <If when={empty}>
        <ListMessage>{emptyText}</ListMessage>
      </If>
      <Unless when={empty}>
        <ProjectGrid cards={cards} actions={actions} layout={layout} />
      </Unless>
    </>
  )
}
