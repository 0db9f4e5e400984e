import { Badge, Box, Card, Container, Heading, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { LinkButton } from '@/components/ui/link-button'
import { RevealItem, RevealSection } from '@/components/ui/reveal'
import { SafeImage } from '@/components/ui/safe-image'
import { SectionHeading } from '@/components/ui/section-heading'
import { home } from '@/content/home'

function ImageCard({ to, title, subtitle, text, image, imageAlt, index }: { to: string; title: string; subtitle?: string; text?: string; image?: string; imageAlt: string; index: number }) {
  return (
    <RevealItem index={index} h="full">
      <Card.Root position="relative" h="full" overflow="hidden" variant="outline" borderRadius="xl" transition="transform 0.2s, box-shadow 0.2s" _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}>
        <SafeImage src={image} alt={imageAlt} width={1600} height={900} />
        <Card.Body gap="2">
          <Heading as="h3" size="md">
            <LinkOverlay asChild>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          </Heading>
          {subtitle && <Text color="fg.muted" fontSize="sm">{subtitle}</Text>}
          {text && <Text fontSize="sm">{text}</Text>}
        </Card.Body>
      </Card.Root>
    </RevealItem>
  )
}

/** Projects Overview: the seven category cards. */
export function ProjectsOverviewSection() {
  const { projects } = home
  return (
    <RevealSection id="projects" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <SectionHeading title={projects.heading} intro={projects.intro} />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {projects.cards.map((c, i) => (
            <ImageCard key={c.link} index={i} to={c.link} title={c.title} subtitle={c.subtitle} image={c.imageUrl} imageAlt={c.imageDescription ?? c.title} />
          ))}
        </SimpleGrid>
      </Container>
    </RevealSection>
  )
}

/** Funds: the two fund cards. */
export function FundsSection() {
  const { funds } = home
  return (
    <RevealSection id="funds" py={{ base: '16', md: '24' }} bg="bg.subtle">
      <Container maxW="5xl">
        <SectionHeading title={funds.heading} intro={funds.intro} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {funds.cards.map((f, i) => (
            <Box key={f.name} position="relative">
              <ImageCard index={i} to={f.link} title={f.name} subtitle={f.focus} text={f.description} image={f.imageUrl} imageAlt={f.imageDescription} />
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </RevealSection>
  )
}

/** Media & Press Highlights: four cards into the media page. */
export function MediaHighlightsSection() {
  const { media } = home
  return (
    <RevealSection id="media-highlights" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <SectionHeading title={media.heading} intro={media.intro} />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {media.cards.map((m, i) => (
            <ImageCard key={m.link} index={i} to={m.link} title={m.title} text={m.description} image={m.image} imageAlt={m.title} />
          ))}
        </SimpleGrid>
      </Container>
    </RevealSection>
  )
}

/** Featured In: outlet badges and a link to the media page. */
export function FeaturedInSection() {
  const { featuredIn } = home
  return (
    <RevealSection id="featured-in" py={{ base: '14', md: '20' }} bg="bg.subtle">
      <Container maxW="5xl" textAlign="center">
        <SectionHeading title={featuredIn.heading} />
        <Box display="flex" flexWrap="wrap" justifyContent="center" gap="3" mb="8">
          {featuredIn.outlets.map((o, i) => (
            <RevealItem key={o} index={i}>
              <Badge size="lg" variant="outline" colorPalette="brand" px="4" py="2" fontFamily="heading" fontSize="md">
                {o}
              </Badge>
            </RevealItem>
          ))}
        </Box>
        <LinkButton to={featuredIn.button.to} variant="outline" colorPalette="brand">
          {featuredIn.button.label}
        </LinkButton>
      </Container>
    </RevealSection>
  )
}
