import { byPriorityAsc } from '@/lib/sort'
import type { Project } from '@/lib/api-types.gen'
import { subcategoryKey } from './grouping'

export type MoveDirection = 'up' | 'down'

/**
 * The project a Move Up / Move Down swaps priorities with: the previous or
 * next one in the same category and subcategory, ordered by ascending
 * priority. None at the ends.
 */
export function reorderNeighbour(projects: readonly Project[], id: number, direction: MoveDirection): Project | undefined {
  const project = projects.find((p) => p.id === id)
  if (!project) return undefined
  const sub = subcategoryKey(project)
  const siblings = byPriorityAsc(projects.filter((p) => p.category === project.category && subcategoryKey(p) === sub))
  const index = siblings.findIndex((p) => p.id === id)
  return siblings[direction === 'up' ? index - 1 : index + 1]
}
