import { Box, Container, Flex, Grid, Icon, Stack, Text } from '@chakra-ui/react'
import { fitGrid } from '@/components/ui/fit-grid'
import { LuQuote } from 'react-icons/lu'
import { LinkButton } from '@/components/ui/link-button'
import { RevealItem, RevealSection } from '@/components/ui/reveal'
import { SafeImage } from '@/components/ui/safe-image'
import { SectionHeading } from '@/components/ui/section-heading'
import { useHome } from '@/content/home'
import { useSite } from '@/lib/site'
import { Each } from '@/lib/template'
import type { HomeStatView, HomeView } from '@/lib/views.gen'
import { ContentIcon } from './content-icon'

/** Biography: the portrait and the story, a paragraph at a time. */
export function BiographySection({ biography }: { biography: HomeView['biography'] }) {
  const home = useHome()
  return (
    <RevealSection id="biography" py={{ base: '16', md: '24' }} bg="bg.subtle">
      <Container maxW="6xl">
        <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap={{ base: '8', md: '14' }} alignItems="center">
          <RevealItem index={0}>
            <SafeImage src={biography.image} srcSet={biography.srcSet || undefined} avifSrcSet={biography.avifSrcSet} sizes="(min-width: 768px) 440px, 280px" alt={biography.imageAlt} width={1200} height={1500} borderRadius="2xl" boxShadow="xl" maxW={{ base: '280px', md: 'full' }} mx="auto" position={biography.position} />
          </RevealItem>
          <Box>
            <SectionHeading title={home.biography.heading} align="start" />
            <Stack gap="4">
              <Each of={biography.paragraphs}>
                {(p) => (
                  <RevealItem index={1}>
                    <Text textStyle="lead" color="fg.muted">
                      {p}
                    </Text>
                  </RevealItem>
                )}
              </Each>
            </Stack>
          </Box>
        </Grid>
      </Container>
    </RevealSection>
  )
}

/** Impact Through Innovation: the statistic tiles (eight by default). */
export function ImpactSection({ stats }: { stats: HomeStatView[] }) {
  const { impact } = useHome()
  return (
    <RevealSection id="impact" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <SectionHeading title={impact.heading} intro={impact.intro} />
        <Box css={fitGrid({ base: 2, md: 4 })} gap={{ base: '3', md: '6' }}>
          <Each of={stats}>
            {(s) => (
            <RevealItem h="full">
              <Stack h="full" gap="2" p={{ base: '4', md: '6' }} borderWidth="1px" borderRadius="xl" bg="bg.panel" data-testid="impact-stat">
                <ContentIcon icon={s.icon} boxSize="6" color="gold.fg" />
                <Text textStyle="stat" color="brand.fg">
                  {s.number}
                </Text>
                <Text fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }} lineHeight="short">
                  {s.label}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {s.detail}
                </Text>
              </Stack>
            </RevealItem>
            )}
          </Each>
        </Box>
      </Container>
    </RevealSection>
  )
}

/** A quote from the owner: a div, not a section, as it has no heading. */
export function QuoteSection({ quote }: { quote: string }) {
  const { name } = useSite()
  return (
    <RevealSection as="div" id="quote" py={{ base: '16', md: '24' }} bg="brand.800" color="white" className="dark">
      <Container maxW="4xl" textAlign="center">
        <RevealItem>
          <Icon as={LuQuote} boxSize="10" color="gold.300" mb="6" aria-hidden />
          <Box as="blockquote">
            <Text fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="short" fontStyle="italic">
              {quote}
            </Text>
            <Text as="footer" mt="6" color="gold.200" fontWeight="semibold">
              {name}
            </Text>
          </Box>
        </RevealItem>
      </Container>
    </RevealSection>
  )
}

/** Venture & Leadership, with a way into the investments. */
export function VentureSection({ paragraphs }: { paragraphs: string[] }) {
  const { venture } = useHome()
  return (
    <RevealSection id="venture-leadership" py={{ base: '16', md: '24' }}>
      {/* The heading beside its story on a wide screen: one of the page's sections that is no card grid. */}
      <Container maxW="6xl" display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '2fr 3fr' }} columnGap="14" alignItems="start">
        <SectionHeading title={venture.heading} align="start" />
        <Stack gap="4" align="flex-start">
          <Each of={paragraphs}>
            {(p) => (
              <RevealItem>
                <Text textStyle="lead" color="fg.muted">
                  {p}
                </Text>
              </RevealItem>
            )}
          </Each>
          <RevealItem index={1}>
            <LinkButton to={venture.button.to} size="lg" mt="4">
              {venture.button.label}
            </LinkButton>
          </RevealItem>
        </Stack>
      </Container>
    </RevealSection>
  )
}

/**
 * The closing call to action (Ready to Collaborate or Connect): its heading,
 * text and two buttons, to the Contact page and to the portfolio, all the
 * owner's words. It is the page's one call to action: the spec's separate
 * Get In Touch button below it went to the same page and is gone.
 */
export function ConnectSections() {
  const { connect } = useHome()
  return (
    <RevealSection id="connect" py={{ base: '16', md: '24' }} bg="bg.subtle">
      <Container maxW="3xl" textAlign="center">
        <SectionHeading title={connect.heading} intro={connect.text} align="center" />
        <RevealItem>
          <Flex gap="3" justify="center" wrap="wrap">
            {connect.buttons.map((b, i) => (
              <LinkButton key={b.to} to={b.to} size="lg" variant={i === 0 ? 'solid' : 'outline'}>
                {b.label}
              </LinkButton>
            ))}
          </Flex>
        </RevealItem>
      </Container>
    </RevealSection>
  )
}
