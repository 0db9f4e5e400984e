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
  return neighbourIn(siblings, id, direction)
}

/**
 * The item a move up or down exchanges places with in a list already in its
 * order (lowest priority first): the previous or the next. None at the ends,
 * nor for an id not in the list.
 */
export function neighbourIn<T extends { id: number }>(ordered: readonly T[], id: number, direction: MoveDirection): T | undefined {
  const index = ordered.findIndex((item) => item.id === id)
  if (index < 0) return undefined
  return ordered[direction === 'up' ? index - 1 : index + 1]
}
