import { Box, Heading, Stack } from '@chakra-ui/react'
import { CardSkeletons, ListMessage } from '@/components/ui/list-states'
import { errorMessage } from '@/lib/http-error'
import { byPriorityAsc } from '@/lib/sort'
import { useGetProjectsQuery } from '@/lib/projects'
import { groupProjects, matchesSearch, type PortfolioSection } from '../sections'
import { GamesLogoStrip, GAME_STUDIO_BY_KEY, StudioHeading } from './games-studios'
import { ProjectGrid, type CardActions } from './project-grid'

interface CategorySectionProps {
  section: PortfolioSection
  search: string
  actions: CardActions
}

/** One portfolio category: its projects fetched by category, grouped on the client. */
export function CategorySection({ section, search, actions }: CategorySectionProps) {
  const { data, error, isLoading } = useGetProjectsQuery({ category: section.category })
  const projects = byPriorityAsc(data ?? []).filter((p) => matchesSearch(p, search))
  const isGames = section.category === 'games'

  let body: React.ReactNode
  if (isLoading) body = <CardSkeletons count={3} />
  else if (error) body = <ListMessage tone="error">{section.errorText(errorMessage(error))}</ListMessage>
  else if (projects.length === 0 && (!section.emptyPerGroup || search)) body = <ListMessage>{section.emptyText}</ListMessage>
  else {
    const groups = groupProjects(section, projects).filter((g) => g.items.length > 0 || (section.emptyPerGroup && !search))
    body = (
      <Stack gap={{ base: '10', md: '14' }}>
        {groups.map(({ group, items }) => {
          const studio = isGames ? GAME_STUDIO_BY_KEY[group.key] : undefined
          return (
            <Box as="section" key={group.key} id={studio ? studio.anchors[0] : `${section.anchor}-${group.key}`} scrollMarginTop="80px" aria-label={group.label}>
              {studio ? (
                <StudioHeading studio={studio} label={group.label} />
              ) : (
                <Heading as="h3" size="lg" mb="5" color="brand.fg">
                  {group.label}
                </Heading>
              )}
              {items.length === 0 ? <ListMessage>{section.emptyText}</ListMessage> : <ProjectGrid projects={items} actions={actions} />}
            </Box>
          )
        })}
      </Stack>
    )
  }

  return (
    <Box as="section" id={section.anchor} scrollMarginTop="80px" aria-labelledby={`${section.anchor}-title`} data-testid={`portfolio-section-${section.category}`}>
      {section.anchor !== section.category && <Box as="span" id={section.category} display="block" scrollMarginTop="80px" />}
      <Heading as="h2" id={`${section.anchor}-title`} size={{ base: '2xl', md: '3xl' }} mb="6" letterSpacing="tight">
        {section.title}
      </Heading>
      {isGames && <GamesLogoStrip />}
      {body}
    </Box>
  )
}
