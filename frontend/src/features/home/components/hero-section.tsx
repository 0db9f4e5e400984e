import { Box, Container, Heading, Image, Stack, Text, Wrap } from '@chakra-ui/react'
import { preload } from 'react-dom'
import { AvifSource } from '@/components/ui/avif-source'
import { LinkButton } from '@/components/ui/link-button'
import { RevealItem, RevealSection } from '@/components/ui/reveal'
import { useHome } from '@/content/home'
import type { HomeView } from '@/lib/views.gen'
import { useSite } from '@/lib/site'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'

/** The hero image fills the width of the screen. */
const HERO_SIZES = PHONE_WIDTH

/**
 * The top of the home page. Its image is the largest paint: a <picture> whose AVIF source (an upload's copies) is
 * preloaded from the head with the same srcset and sizes (preloadSrcSet), so the preload fetches the very file the
 * picture paints on every current browser (all decode AVIF); an image that is not an upload has no srcset, and its
 * preloadSrcSet is its src.
 */
export function HeroSection({ hero }: { hero: HomeView['hero'] }) {
  const { name, tagline } = useSite()
  const home = useHome()
  preload(hero.image, { as: 'image', fetchPriority: 'high', imageSrcSet: hero.preloadSrcSet, imageSizes: HERO_SIZES })
  return (
    <RevealSection id="hero" position="relative" overflow="hidden" bg="brand.900" color="white" className="dark">
      <picture style={{ display: 'contents' }}>
        <AvifSource srcSet={hero.avifSrcSet} sizes={HERO_SIZES} />
        <Image
          src={hero.image}
          srcSet={hero.srcSet || undefined}
          sizes={hero.srcSet ? HERO_SIZES : undefined}
          alt=""
          aria-hidden
          htmlWidth="1600"
          htmlHeight="900"
          fetchPriority="high"
          decoding="async"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          style={{ objectPosition: hero.position }}
          opacity={0.55}
        />
      </picture>
      <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="brand.950" gradientVia="brand.950/80" gradientTo="transparent" aria-hidden />
      <Container maxW="7xl" position="relative" py={{ base: '20', md: '32' }}>
        <Stack gap="6" maxW="3xl">
          <RevealItem index={0}>
            <Text textStyle="eyebrow" color="gold.300">
              {hero.eyebrow}
            </Text>
          </RevealItem>
          <RevealItem index={1}>
            <Heading as="h1" textStyle="display" color="white">
              {name}
            </Heading>
            <Text mt="3" fontSize={{ base: 'xl', md: '2xl' }} color="gold.200" fontFamily="heading">
              {tagline}
            </Text>
          </RevealItem>
          <RevealItem index={2}>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" fontWeight="medium">
              {hero.headline}
            </Text>
            <Text mt="2" color="whiteAlpha.800">
              {hero.intro}
            </Text>
          </RevealItem>
          <RevealItem index={3}>
            <Wrap gap="3">
              {home.hero.buttons.map((b, i) => (
                <LinkButton
                  key={b.to}
                  to={b.to}
                  size="lg"
                  variant={i === 0 ? 'solid' : 'outline'}
                >
                  {b.label}
                </LinkButton>
              ))}
            </Wrap>
          </RevealItem>
        </Stack>
      </Container>
    </RevealSection>
  )
}
