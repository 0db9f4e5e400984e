import { Badge, Box, Card, Container, Heading, LinkOverlay, Text } from '@chakra-ui/react'
import { fitGrid } from '@/components/ui/fit-grid'
import { AppLink } from '@/components/ui/app-link'
import { LinkButton } from '@/components/ui/link-button'
import { LogoImage } from '@/components/ui/logo-image'
import { RevealItem, RevealSection } from '@/components/ui/reveal'
import { SafeImage } from '@/components/ui/safe-image'
import { SectionHeading } from '@/components/ui/section-heading'
import { useHome } from '@/content/home'
import { Each, If, Unless } from '@/lib/template'
import type { HomeCardView, HomeOutletView } from '@/lib/views.gen'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'

/** The sizes attribute of a card image: one to four cards across a page at most 1280 px wide. */
const CARD_IMAGE_SIZES = `(min-width: 1024px) 320px, (min-width: 640px) 50vw, ${PHONE_WIDTH}`

function ImageCard({ card }: { card: HomeCardView }) {
  return (
    <RevealItem h="full">
      <Card.Root position="relative" h="full" overflow="hidden" variant="outline" borderRadius="xl" transition="transform 0.2s, box-shadow 0.2s" _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}>
        <SafeImage src={card.image} srcSet={card.srcSet || undefined} avifSrcSet={card.avifSrcSet} sizes={CARD_IMAGE_SIZES} alt={card.imageAlt} width={1600} height={900} position={card.position} />
        <Card.Body gap="2">
          <Heading as="h3" size="md">
            <LinkOverlay asChild>
              <AppLink to={card.link}>{card.title}</AppLink>
            </LinkOverlay>
          </Heading>
          <If when={card.subtitle}>
            <Text color="fg.muted" fontSize="sm">
              {card.subtitle}
            </Text>
          </If>
          <If when={card.text}>
            <Text fontSize="sm">{card.text}</Text>
          </If>
        </Card.Body>
      </Card.Root>
    </RevealItem>
  )
}

/** Projects Overview: the category cards (seven by default). */
export function ProjectsOverviewSection({ cards }: { cards: HomeCardView[] }) {
  const { projects } = useHome()
  return (
    <RevealSection id="projects" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <SectionHeading title={projects.heading} intro={projects.intro} />
        <Box css={fitGrid({ base: 1, sm: 2, lg: 4 })} gap="6">
          <Each of={cards}>{(c) => <ImageCard card={c} />}</Each>
        </Box>
      </Container>
    </RevealSection>
  )
}

/** Funds: the fund cards (two by default). */
export function FundsSection({ funds: cards }: { funds: HomeCardView[] }) {
  const { funds } = useHome()
  return (
    <RevealSection id="funds" py={{ base: '16', md: '24' }} bg="bg.subtle">
      <Container maxW="5xl">
        <SectionHeading title={funds.heading} intro={funds.intro} />
        <Box css={fitGrid({ base: 1, md: 2 })} gap="6">
          <Each of={cards}>
            {(f) => (
              <Box position="relative">
                <ImageCard card={f} />
              </Box>
            )}
          </Each>
        </Box>
      </Container>
    </RevealSection>
  )
}

/** Media & Press Highlights: cards into the media page (four by default). */
export function MediaHighlightsSection({ highlights }: { highlights: HomeCardView[] }) {
  const { media } = useHome()
  return (
    <RevealSection id="media-highlights" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <SectionHeading title={media.heading} intro={media.intro} />
        <Box css={fitGrid({ base: 1, sm: 2, lg: 4 })} gap="6">
          <Each of={highlights}>{(m) => <ImageCard card={m} />}</Each>
        </Box>
      </Container>
    </RevealSection>
  )
}

/** Logo box of a Featured In badge (px): the demo logos' 10 : 3. */
const OUTLET_LOGO = { width: 120, height: 36 }

/** Featured In: outlet badges (the outlet's logo when it has one, else its name) and a link to the media page. */
export function FeaturedInSection({ outlets }: { outlets: HomeOutletView[] }) {
  const { featuredIn } = useHome()
  return (
    <RevealSection id="featured-in" py={{ base: '14', md: '20' }} bg="bg.subtle">
      <Container maxW="5xl" textAlign="center">
        <SectionHeading title={featuredIn.heading} align="center" />
        <Box display="flex" flexWrap="wrap" justifyContent="center" alignItems="center" gap="3" mb="8" data-testid="featured-in">
          <Each of={outlets}>
            {(o) => (
              <RevealItem>
                <If when={o.logo}>
                  <LogoImage src={o.logo} srcSet={o.srcSet} avifSrcSet={o.avifSrcSet} alt={o.name} {...OUTLET_LOGO} borderWidth="1px" borderColor="border" />
                </If>
                <Unless when={o.logo}>
                  <Badge size="lg" variant="outline" colorPalette="brand" px="4" py="2" fontFamily="heading" fontSize="md">
                    {o.name}
                  </Badge>
                </Unless>
              </RevealItem>
            )}
          </Each>
        </Box>
        <LinkButton to={featuredIn.button.to} variant="outline">
          {featuredIn.button.label}
        </LinkButton>
      </Container>
    </RevealSection>
  )
}
