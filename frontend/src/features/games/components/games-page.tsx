import { Badge, Card, Container, Heading, HStack, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { CardSkeletons, ListMessage } from '@/components/ui/list-states'
import { SafeImage } from '@/components/ui/safe-image'
import { GAMES_LOAD_ERROR } from '@/lib/messages'
import { useGetProjectsQuery } from '@/lib/projects'
import { Each, If, Unless, useTemplateView } from '@/lib/template'
import type { Project } from '@/lib/types'
import { gamesView, type GameCardView, type GamesView } from '../view'
import { GameDialog } from './game-dialog'

/** The sizes attribute of a game's image: one, two or three cards across a page at most 1280 px wide. */
const GAME_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw'

function GameCard({ game, onOpen }: { game: GameCardView; onOpen: (id: number) => void }) {
  return (
    <Card.Root position="relative" variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="game-card" _hover={{ boxShadow: 'md' }}>
      <SafeImage src={game.image} srcSet={game.srcSet || undefined} sizes={GAME_IMAGE_SIZES} alt={game.imageAlt} width={1600} height={900} />
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <If when={game.studio}>
            <Badge colorPalette="brand">{game.studio}</Badge>
          </If>
          <If when={game.role}>
            <Badge colorPalette="gold">{game.role}</Badge>
          </If>
        </HStack>
        <Heading as="h2" size="md">
          <LinkOverlay asChild>
            <button type="button" onClick={() => onOpen(game.id)} style={{ textAlign: 'start', cursor: 'pointer' }}>
              {game.title}
            </button>
          </LinkOverlay>
        </Heading>
        <If when={game.description}>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {game.description}
          </Text>
        </If>
      </Card.Body>
    </Card.Root>
  )
}

function GamesList({ view, onOpen }: { view: GamesView; onOpen: (id: number) => void }) {
  return (
    <>
      <If when={view.empty}>
        <ListMessage>No games found in the portfolio.</ListMessage>
      </If>
      <Unless when={view.empty}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          <Each of={view.items}>{(g) => <GameCard game={g} onOpen={onOpen} />}</Each>
        </SimpleGrid>
      </Unless>
    </>
  )
}

/**
 * Games Portfolio: every game as a card; a card opens its details and
 * gallery. While prerendering, the list is a template the server fills with
 * the stored games (the same markup the browser renders).
 */
export function GamesPage() {
  const template = useTemplateView<GamesView>('games')
  const { data, error, isLoading } = useGetProjectsQuery({ category: 'games' }, { skip: !!template })
  const [selected, setSelected] = useState<Project | null>(null)
  const open = (id: number) => setSelected(data?.find((g) => g.id === id) ?? null)

  let body: React.ReactNode
  if (template) body = <GamesList view={template} onOpen={open} />
  else if (isLoading) body = <CardSkeletons count={6} />
  else if (error) body = <ListMessage tone="error">{GAMES_LOAD_ERROR}</ListMessage>
  else body = <GamesList view={gamesView(data ?? [])} onOpen={open} />

  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" mb={{ base: '8', md: '10' }}>
        Games Portfolio
      </Heading>
      {body}
      <GameDialog game={selected} onClose={() => setSelected(null)} />
    </Container>
  )
}
