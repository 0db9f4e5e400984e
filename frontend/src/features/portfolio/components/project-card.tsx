import { Badge, Box, Card, Heading, Text } from '@chakra-ui/react'
import type { GalleryItem } from '@/components/ui/gallery-viewer'
import { SafeImage } from '@/components/ui/safe-image'
import { byPriorityAsc, byPriorityDesc } from '@/lib/sort'
import { present } from '@/lib/text'
import type { Project, ProjectLink } from '@/lib/types'
import { ProjectLinks } from './project-links'

/** The images of a project's gallery: its main image, then gallery images, highest priority first. */
export function projectGallery(project: Project): GalleryItem[] {
  const main = present(project.imageUrl)
  const images: GalleryItem[] = main ? [{ src: main, alt: present(project.imageDescription) ?? project.title }] : []
  for (const g of byPriorityDesc(project.galleryImages ?? [])) {
    if (g.src !== main) images.push({ src: g.src, alt: present(g.alt) ?? project.title, caption: present(g.caption) })
  }
  return images.length ? images : [{ src: '', alt: project.title }]
}

interface ProjectCardProps {
  project: Project
  onOpenGallery: (project: Project) => void
  onPlayVideo: (link: ProjectLink) => void
}

/** A project: image (opens the gallery), title, role, description and links. */
export function ProjectCard({ project, onOpenGallery, onPlayVideo }: ProjectCardProps) {
  const imageCount = (project.galleryImages?.length ?? 0) > 0 ? projectGallery(project).length : 0
  const role = present(project.role)
  const description = present(project.description)
  return (
    <Card.Root position="relative" variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="project-card">
      <Box
        as="button"
        onClick={() => onOpenGallery(project)}
        aria-label={`Open gallery: ${project.title}${imageCount ? ` (${imageCount} images)` : ''}`}
        display="block"
        position="relative"
        overflow="hidden"
        cursor="zoom-in"
        css={{ '& img': { transition: 'transform 0.3s' }, '&:hover img': { transform: 'scale(1.04)' } }}
      >
        <SafeImage src={project.imageUrl} alt={present(project.imageDescription) ?? project.title} width={1600} height={900} />
      </Box>
      {imageCount > 0 && (
        <Badge position="absolute" top="2" right="2" colorPalette="gray" variant="solid" pointerEvents="none" aria-hidden>
          {imageCount}
        </Badge>
      )}
      <Card.Body gap="2">
        <Heading as="h4" size="md">
          {project.title}
        </Heading>
        {role && (
          <Text fontSize="sm" color="gold.fg" fontWeight="semibold">
            {role}
          </Text>
        )}
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Body>
      {(project.links?.length ?? 0) > 0 && (
        <Card.Footer>
          <ProjectLinks links={byPriorityAsc(project.links ?? [])} onPlayVideo={onPlayVideo} />
        </Card.Footer>
      )}
    </Card.Root>
  )
}
