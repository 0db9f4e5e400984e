import { Box, Container, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { GalleryLightbox } from '@/components/ui/gallery-lightbox'
import { LinkButton } from '@/components/ui/link-button'
import { VideoDialog } from '@/components/ui/video-dialog'
import { useHydrated } from '@/lib/hydration'
import { aboutLabel, useSite } from '@/lib/site'
import { ROUTES } from '@/lib/routes'
import type { Project } from '@/lib/types'
import { PORTFOLIO_SECTIONS } from '../sections'
import type { LinkView } from '../view'
import { CategorySection } from './category-section'
import { projectGallery } from './project-card'
import { SideIndex } from './side-index'

/** Portfolio: hero, sticky index, the seven sections and a closing call to action. */
export function PortfolioPage() {
  const { name } = useSite()
  const [params] = useSearchParams()
  // The server HTML is the unfiltered page; the search applies once hydrated.
  const hydrated = useHydrated()
  const search = hydrated ? (params.get('search') ?? '') : ''
  const [galleryProject, setGalleryProject] = useState<Project | null>(null)
  const [galleryIndex, setGalleryIndex] = useState(0)
  const [video, setVideo] = useState<LinkView | null>(null)
  const actions = {
    onOpenGallery: (p: Project) => {
      setGalleryIndex(0)
      setGalleryProject(p)
    },
    onPlayVideo: setVideo,
  }

  return (
    <>
      <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.950" color="white" py={{ base: '14', md: '20' }} mt="4" className="dark">
        <Container maxW="7xl">
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight" color="white">
            Portfolio: A Creative Legacy
          </Heading>
          <Text mt="4" maxW="2xl" fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800">
            Games, film, cinematics, music, esports, worlds and the media that carries them further.
          </Text>
          {search && (
            <Text mt="4" color="gold.200" data-testid="portfolio-search">
              Showing projects matching “{search}” ·{' '}
              <Link asChild color="white" textDecoration="underline">
                <RouterLink to={ROUTES.portfolio.path}>Clear search</RouterLink>
              </Link>
            </Text>
          )}
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '6', md: '12' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }} gap={{ base: '6', lg: '12' }} alignItems="start">
          <SideIndex />
          <Stack gap={{ base: '16', md: '24' }} minW="0">
            {PORTFOLIO_SECTIONS.map((s) => (
              <CategorySection key={s.category} section={s} search={search} actions={actions} />
            ))}
          </Stack>
        </Grid>
      </Container>
      <Box bg="bg.subtle" py={{ base: '14', md: '20' }}>
        <Container maxW="3xl" textAlign="center">
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="6">
            Interested in collaborating or learning more?
          </Heading>
          <Flex gap="3" justify="center" wrap="wrap">
            <LinkButton to={ROUTES.contact.path} colorPalette="brand" size="lg">
              Get in Touch
            </LinkButton>
            <LinkButton to={ROUTES.home.path} variant="outline" colorPalette="brand" size="lg">
              {aboutLabel(name)}
            </LinkButton>
          </Flex>
        </Container>
      </Box>
      <GalleryLightbox
        title={galleryProject?.title ?? ''}
        images={galleryProject ? projectGallery(galleryProject) : []}
        index={galleryProject ? galleryIndex : null}
        onIndexChange={setGalleryIndex}
        onClose={() => setGalleryProject(null)}
      />
      <VideoDialog url={video?.url ?? null} title={video?.label ?? ''} onClose={() => setVideo(null)} />
    </>
  )
}
