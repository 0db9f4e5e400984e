import { SimpleGrid } from '@chakra-ui/react'
import { Each } from '@/lib/template'
import type { CardView, LinkView } from '../view'
import { ProjectCard } from './project-card'

export interface CardActions {
  onOpenGallery: (id: number) => void
  onPlayVideo: (link: LinkView) => void
}

export function ProjectGrid({ cards, actions }: { cards: CardView[]; actions: CardActions }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
      <Each of={cards}>{(c) => <ProjectCard card={c} {...actions} />}</Each>
    </SimpleGrid>
  )
}
