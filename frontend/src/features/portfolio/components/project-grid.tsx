import { SimpleGrid } from '@chakra-ui/react'
import type { Project, ProjectLink } from '@/lib/types'
import { ProjectCard } from './project-card'

export interface CardActions {
  onOpenGallery: (project: Project) => void
  onPlayVideo: (link: ProjectLink) => void
}

export function ProjectGrid({ projects, actions }: { projects: Project[]; actions: CardActions }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
      {projects.map((p) => (
        <ProjectCard key={p.id} project={p} {...actions} />
      ))}
    </SimpleGrid>
  )
}
