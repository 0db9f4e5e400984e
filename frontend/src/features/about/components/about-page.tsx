import { Container, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { SafeImage } from '@/components/ui/safe-image'
import { useHydrated } from '@/lib/hydration'
import { aboutLabel, useSite } from '@/lib/site'
import { Each, useTemplateView } from '@/lib/template'
import { homeView, type HomeView } from '@/lib/site-view'

/** Person data for search engines, built from the site info (`<` escaped so it cannot close the script). */
function personJsonLd(site: ReturnType<typeof useSite>): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.name,
    jobTitle: site.tagline,
    email: site.email ? `mailto:${site.email}` : undefined,
    address: site.location ? { '@type': 'PostalAddress', addressLocality: site.location } : undefined,
    url: site.publicUrl || undefined,
    sameAs: site.socials.map((s) => s.url).filter((u) => u.startsWith('http')),
    description: site.biography.paragraphs[0],
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** About: the biography, with Person structured data. */
export function AboutPage() {
  const site = useSite()
  // Rendered in the browser only: the server puts the same Person data in the head.
  const hydrated = useHydrated()
  const template = useTemplateView<HomeView>('home')
  const { biography } = template ?? homeView(site)
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      {hydrated && site.loaded && <script type="application/ld+json">{personJsonLd(site)}</script>}
      <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap={{ base: '8', md: '14' }} alignItems="start">
        {/* No srcset: the portrait loads eagerly, so React preloads it, and a preload needs its src. */}
        <SafeImage src={biography.image} alt={biography.imageAlt} width={1200} height={1500} borderRadius="2xl" boxShadow="xl" maxW={{ base: '280px', md: 'full' }} mx="auto" loading="eager" />
        <Stack gap="5">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            {aboutLabel(site.name)}
          </Heading>
          <Text color="gold.fg" fontFamily="heading" fontSize="xl">
            {site.tagline}
          </Text>
          <Each of={biography.paragraphs}>
            {(p) => (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="tall">
                {p}
              </Text>
            )}
          </Each>
        </Stack>
      </Grid>
    </Container>
  )
}
