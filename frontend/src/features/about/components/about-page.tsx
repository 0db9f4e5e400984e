import { Container, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { SafeImage } from '@/components/ui/safe-image'
import { useSite } from '@/lib/site'
import { Each, useRequiredTemplateView } from '@/lib/template'
import type { HomeView } from '@/lib/views.gen'

/** About: the biography (the server puts the Person structured data in the head). */
export function AboutPage() {
  const site = useSite()
  const { biography } = useRequiredTemplateView<HomeView>('home')
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap={{ base: '8', md: '14' }} alignItems="start">
        {/* No srcset: the portrait loads eagerly, so React preloads it, and a preload needs its src. */}
        <SafeImage src={biography.image} alt={biography.imageAlt} position={biography.position} width={1200} height={1500} borderRadius="2xl" boxShadow="xl" maxW={{ base: '280px', md: 'full' }} mx="auto" loading="eager" />
        <Stack gap="5">
          <Heading as="h1" textStyle="pageTitle">
            {site.pages.aboutTitle}
          </Heading>
          <Text color="gold.fg" fontFamily="heading" fontSize="xl">
            {site.tagline}
          </Text>
          <Each of={biography.paragraphs}>
            {(p) => (
              <Text textStyle="lead" color="fg.muted">
                {p}
              </Text>
            )}
          </Each>
        </Stack>
      </Grid>
    </Container>
  )
}
