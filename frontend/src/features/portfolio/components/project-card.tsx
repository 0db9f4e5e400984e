import { Badge, Box, Card, Heading, Text } from '@chakra-ui/react'
import type { GalleryItem } from '@/components/ui/gallery-viewer'
import { SafeImage } from '@/components/ui/safe-image'
import { byPriorityDesc } from '@/lib/sort'
import { If } from '@/lib/template'
import { imageAlt, present } from '@/lib/text'
import type { Project } from '@/lib/types'
import type { CardView, LinkView } from '../view'
import { ProjectLinks } from './project-links'

/** The images of a project's gallery: its main image, then gallery images, highest priority first. */
export function projectGallery(project: Project): GalleryItem[] {
  const main = present(project.imageUrl)
  const images: GalleryItem[] = main ? [{ src: main, alt: imageAlt(project.imageDescription, project.title, project.imageDecorative) }] : []
  for (const g of byPriorityDesc(project.galleryImages ?? [])) {
    if (g.src !== main) images.push({ src: g.src, alt: imageAlt(g.alt, project.title, g.decorative), caption: present(g.caption) })
  }
  return images.length ? images : [{ src: '', alt: project.title }]
}

/** The sizes attribute of a card image: full width on phones, half or a third of the page beside. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'

interface ProjectCardProps {
  card: CardView
  onOpenGallery: (id: number) => void
  onPlayVideo: (link: LinkView) => void
}

/** A project: image (opens the gallery), title, role, description and links. */
export function ProjectCard({ card, onOpenGallery, onPlayVideo }: ProjectCardProps) {
  return (
    <Card.Root position="relative" variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="project-card">
      <Box
        as="button"
        onClick={() => onOpenGallery(card.id)}
        aria-label={card.galleryLabel}
        display="block"
        position="relative"
        overflow="hidden"
        cursor="zoom-in"
        css={{ '& img': { transition: 'transform 0.3s' }, '&:hover img': { transform: 'scale(1.04)' } }}
      >
        <SafeImage src={card.image} srcSet={card.srcSet || undefined} sizes={CARD_IMAGE_SIZES} alt={card.imageAlt} width={1600} height={900} />
      </Box>
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
          <ProjectLinks links={card.links} onPlayVideo={onPlayVideo} />
        </Card.Footer>
      </If>
    </Card.Root>
  )
}
