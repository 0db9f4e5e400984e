import { Badge, Card, Container, Heading, HStack, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { CardSkeletons, ListMessage } from '@/components/ui/list-states'
import { SafeImage } from '@/components/ui/safe-image'
import { subcategoryLabel } from '@/lib/catalogue'
import { GAMES_LOAD_ERROR } from '@/lib/messages'
import { useGetProjectsQuery } from '@/lib/projects'
import { byPriorityAsc } from '@/lib/sort'
import { present } from '@/lib/text'
import type { Project } from '@/lib/types'
import { GameDialog } from './game-dialog'
import { useAfterHydration } from '@/lib/hydration'

function GameCard({ game, onOpen }: { game: Project; onOpen: () => void }) {
  return (
    <Card.Root position="relative" variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="game-card" _hover={{ boxShadow: 'md' }}>
      <SafeImage src={game.imageUrl} alt={present(game.imageDescription) ?? game.title} width={1600} height={900} />
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          {present(game.subcategory) && <Badge colorPalette="brand">{subcategoryLabel(game.subcategory ?? '')}</Badge>}
          {present(game.role) && <Badge colorPalette="gold">{game.role}</Badge>}
        </HStack>
        <Heading as="h2" size="md">
          <LinkOverlay asChild>
            <button type="button" onClick={onOpen} style={{ textAlign: 'start', cursor: 'pointer' }}>
              {game.title}
            </button>
          </LinkOverlay>
        </Heading>
        {present(game.description) && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {game.description}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  )
}

/** Games Portfolio: every game as a card; a card opens its details and gallery. */
export function GamesPage() {
  const { data, error, isLoading } = useAfterHydration(useGetProjectsQuery({ category: 'games' }))
  const [selected, setSelected] = useState<Project | null>(null)
  const games = byPriorityAsc(data ?? [])
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" mb={{ base: '8', md: '10' }}>
        Games Portfolio
      </Heading>
      {isLoading ? (
        <CardSkeletons count={6} />
      ) : error ? (
        <ListMessage tone="error">{GAMES_LOAD_ERROR}</ListMessage>
      ) : games.length === 0 ? (
        <ListMessage>No games found in the portfolio.</ListMessage>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {games.map((g) => (
            <GameCard key={g.id} game={g} onOpen={() => setSelected(g)} />
          ))}
        </SimpleGrid>
      )}
      <GameDialog game={selected} onClose={() => setSelected(null)} />
    </Container>
  )
}
