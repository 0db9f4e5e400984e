import { PROJECT_CATEGORIES, SUBCATEGORY_ORDER, UNKNOWN_SUBCATEGORY_SORT, categoryLabel } from '@/lib/catalogue'
import { byPriorityAsc } from '@/lib/sort'
import type { Project } from '@/lib/api-types.gen'

/** The heading of projects without a subcategory. */
export const GENERAL_GROUP = 'General'

export interface SubcategoryGroup {
  /** The subcategory key; '' for projects without one. */
  key: string
  label: string
  sort: number
  /** Lowest priority first. */
  projects: Project[]
}

export interface CategoryGroup {
  key: string
  label: string
  count: number
  subgroups: SubcategoryGroup[]
}

const CATEGORY_ORDER: readonly string[] = PROJECT_CATEGORIES.map((c) => c.key)

/** The subcategory of a project as a group key: blank and missing are the same. */
export function subcategoryKey(project: Pick<Project, 'subcategory'>): string {
  return project.subcategory?.trim() ?? ''
}

/** Sort number and label from the admin order table; an unknown key sorts last under its own name. */
export function adminSubcategory(key: string): { sort: number; label: string } {
  if (!key) return { sort: UNKNOWN_SUBCATEGORY_SORT, label: GENERAL_GROUP }
  const known = SUBCATEGORY_ORDER.find((s) => s.key === key)
  return known ? { sort: known.sort, label: known.label } : { sort: UNKNOWN_SUBCATEGORY_SORT, label: key }
}

function categoryRank(key: string): number {
  const i = CATEGORY_ORDER.indexOf(key)
  return i === -1 ? CATEGORY_ORDER.length : i
}

/** Dashboard name of a category: its key with hyphens read as spaces. */
export function categoryDisplayName(key: string): string {
  return key.replaceAll('-', ' ')
}

/**
 * Projects by category in the fixed order (a category outside the catalogue
 * follows, by key), then by subcategory in the admin order table's order
 * (unknown keys last, then by label), each list by ascending priority.
 * Only categories that hold projects appear.
 */
export function groupProjects(projects: readonly Project[]): CategoryGroup[] {
  const byCategory = new Map<string, Map<string, Project[]>>()
  for (const p of projects) {
    const sub = subcategoryKey(p)
    let subs = byCategory.get(p.category)
    if (!subs) byCategory.set(p.category, (subs = new Map()))
    const list = subs.get(sub)
    if (list) list.push(p)
    else subs.set(sub, [p])
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
    .map(([key, subs]) => ({
      key,
      label: categoryLabel(key),
      count: [...subs.values()].reduce((n, list) => n + list.length, 0),
      subgroups: [...subs.entries()]
        .map(([sub, list]) => ({ key: sub, ...adminSubcategory(sub), projects: byPriorityAsc(list) }))
        .sort((a, b) => a.sort - b.sort || (a.key === '' ? -1 : b.key === '' ? 1 : a.label.localeCompare(b.label))),
    }))
}

/**
 * next, with every group that holds the same projects (the same objects, in the same order) as one of previous
 * put back as previous's object: after a move or an edit only the changed group's section re-renders. With 500
 * projects that is the difference between one section and twenty being rendered and committed after a Move Down.
 */
export function keepUnchanged(previous: readonly CategoryGroup[], next: CategoryGroup[]): CategoryGroup[] {
  const before = new Map(previous.map((g) => [g.key, g]))
  return next.map((group) => {
    const old = before.get(group.key)
    if (!old) return group
    const oldSubs = new Map(old.subgroups.map((s) => [s.key, s]))
    const subgroups = group.subgroups.map((sub) => {
      const was = oldSubs.get(sub.key)
      return was && sameItems(was.projects, sub.projects) ? was : sub
    })
    const same = old.label === group.label && old.count === group.count && sameItems(old.subgroups, subgroups)
    return same ? old : { ...group, subgroups }
  })
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i])
}
