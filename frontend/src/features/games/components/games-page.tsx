import { Badge, Box, Card, Container, HStack, Heading, LinkOverlay, Text } from '@chakra-ui/react'
import { fitGrid } from '@/components/ui/fit-grid'
import { ListMessage } from '@/components/ui/list-states'
import { SafeImage } from '@/components/ui/safe-image'
import { StudioStrip } from '@/components/ui/studio-strip'
import { useSite } from '@/lib/site'
import { Each, If, Unless, useRequiredTemplateView } from '@/lib/template'
import type { GameCardView, GamesView } from '@/lib/views.gen'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'

/** The sizes attribute of a game's image: one, two or three cards across a page at most 1280 px wide. */
const GAME_IMAGE_SIZES = `(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 480px) 50vw, ${PHONE_WIDTH}`

/**
 * A game: its title is the card's one link, to the game's page (href), and
 * it covers the card (LinkOverlay: the image leads there too). A game
 * without a page (no slug) has no link. Plain links, with or without script.
 */
function GameCard({ game }: { game: GameCardView }) {
  return (
    <Card.Root position="relative" variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="game-card" _hover={{ boxShadow: 'md' }}>
      <SafeImage src={game.image} srcSet={game.srcSet || undefined} avifSrcSet={game.avifSrcSet} sizes={GAME_IMAGE_SIZES} alt={game.imageAlt} width={1600} height={900} position={game.position} />
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
          <If when={game.href}>
            <LinkOverlay href={game.href}>{game.title}</LinkOverlay>
          </If>
          <Unless when={game.href}>{game.title}</Unless>
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

function GamesList({ view }: { view: GamesView }) {
  return (
    <>
      <If when={view.empty}>
        <ListMessage>No games found in the portfolio.</ListMessage>
      </If>
      <Unless when={view.empty}>
        <Box css={fitGrid({ base: 1, sm: 2, lg: 3 })} gap="6">
          <Each of={view.items}>{(g) => <GameCard game={g} />}</Each>
        </Box>
      </Unless>
    </>
  )
}

/** Games Portfolio: the strip of the owner's studios (each leads to its block of the portfolio), then every game as a card; a card leads to the game's page. */
export function GamesPage() {
  const view = useRequiredTemplateView<GamesView>('games')
  const { pages } = useSite()
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" textStyle="pageTitle" mb={{ base: '8', md: '10' }}>
        {pages.gamesTitle}
      </Heading>
      <StudioStrip studios={view.studios} />
      <GamesList view={view} />
    </Container>
  )
}
