import { Badge, Box, Card, Heading, Text } from '@chakra-ui/react'
import { SafeImage } from '@/components/ui/safe-image'
import { If, Unless } from '@/lib/template'
import type { CardView } from '@/lib/views.gen'
import { ProjectLinks } from './project-links'

/** The sizes attribute of a card image: full width on phones, half or a third of the page beside. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'

const zoom = { '& img': { transition: 'transform 0.3s' }, '&:hover img': { transform: 'scale(1.04)' } }

/**
 * A project: image, title, role, description and links. The image is a
 * link to the first image of the project's gallery; src/public/gallery.ts
 * opens the whole gallery (data-gallery, from the server's view) in a
 * full-screen dialog instead.
 */
export function ProjectCard({ card }: { card: CardView }) {
  // The first cards of a page load at once (the server's view says which: loading, fetchPriority), the
  // rest as they scroll in. The <picture> keeps React's server renderer from hoisting a preload of
  // an image that is not lazy into the head, where a card's template values mean nothing.
  const image = (
    <picture style={{ display: 'block' }}>
      <SafeImage
        src={card.image}
        srcSet={card.srcSet || undefined}
        sizes={CARD_IMAGE_SIZES}
        alt={card.imageAlt}
        width={1600}
        height={900}
        loading={card.loading || 'lazy'}
        fetchPriority={card.fetchPriority || 'auto'}
      />
    </picture>
  )
  return (
    <Card.Root position="relative" variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="project-card">
      <If when={card.galleryHref}>
        <Box asChild display="block" position="relative" overflow="hidden" cursor="zoom-in" css={zoom}>
          <a href={card.galleryHref} aria-label={card.galleryLabel} data-gallery={card.gallery} data-gallery-title={card.title}>
            {image}
          </a>
        </Box>
      </If>
      <Unless when={card.galleryHref}>{image}</Unless>
      <If when={card.imageCount}>
        <Badge position="absolute" top="2" right="2" colorPalette="gray" variant="solid" pointerEvents="none" aria-hidden>
          {card.imageCount}
        </Badge>
      </If>
      <Card.Body gap="2">
        <Heading as="h4" size="md">
          {card.title}
        </Heading>
        <If when={card.role}>
          <Text fontSize="sm" color="gold.fg" fontWeight="semibold">
            {card.role}
          </Text>
        </If>
        <If when={card.description}>
          <Text fontSize="sm" color="fg.muted">
            {card.description}
          </Text>
        </If>
      </Card.Body>
      <If when={card.links}>
        <Card.Footer>
          <ProjectLinks links={card.links} />
        </Card.Footer>
      </If>
    </Card.Root>
  )
}
