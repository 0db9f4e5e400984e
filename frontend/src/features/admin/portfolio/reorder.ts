import { byPriorityAsc, movePlaces } from '@/lib/sort'
import type { Project } from '@/lib/api-types.gen'
import { subcategoryKey } from './grouping'

export type MoveDirection = 'up' | 'down'

/** The projects listed with one project, in their order: its category and subcategory (the server's group). */
function groupOf(projects: readonly Project[], project: Project): Project[] {
  const sub = subcategoryKey(project)
  return byPriorityAsc(projects.filter((p) => p.category === project.category && subcategoryKey(p) === sub))
}

/**
 * The project a Move Up / Move Down exchanges places with: the previous or
 * next one in the same category and subcategory, ordered by ascending
 * priority. None at the ends.
 */
export function reorderNeighbour(projects: readonly Project[], id: number, direction: MoveDirection): Project | undefined {
  const project = projects.find((p) => p.id === id)
  return project && neighbourIn(groupOf(projects, project), id, direction)
}

/** A Move Up / Move Down: the pair the server exchanges, and the priorities that gives the group (by id, changed ones only). */
export interface ProjectMove {
  ids: [number, number]
  priorities: Map<number, number>
}

/**
 * What Move Up / Move Down does to a project's group, as the server will
 * (movePlaces, the domain's MovePlaces): shown before the server answers.
 * None at the ends.
 */
export function projectMove(projects: readonly Project[], id: number, direction: MoveDirection): ProjectMove | undefined {
  const project = projects.find((p) => p.id === id)
  if (!project) return undefined
  const group = groupOf(projects, project)
  const neighbour = neighbourIn(group, id, direction)
  const priorities = neighbour && movePlaces(group, id, neighbour.id)
  return neighbour && priorities ? { ids: [id, neighbour.id], priorities } : undefined
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
