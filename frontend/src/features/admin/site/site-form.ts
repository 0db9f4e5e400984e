import type { SiteInfo } from '@/lib/api-types.gen'
import type { SiteGroupRow } from '@/lib/site-texts.gen'
import type { SitePatch } from './api'
import type { FieldErrors } from '../lib/validation'
import { outletLogosToSend } from './outlet-logos'

/** A top-level key of the site document that the admin edits. */
export type SiteKey = keyof SitePatch

/** One group of the Site tab: its id (what a history restore of the group sends), what it is called and the top-level keys its Save sends. */
export type SiteGroup = SiteGroupRow

/** The Site tab's groups, in order, declared once on the server (domain.SiteGroups). Together they cover every key of the document but publicUrl. */
export { SITE_GROUPS } from '@/lib/site-texts.gen'

// Field paths are the server's error keys: `name`, `seo.description`,
// `timeline[2].milestones[0].text`. The forms address their values by the
// same paths, so a 400's messages land on the inputs without a mapping.

type Step = string | number

/** `timeline[2].milestones[0].text` → ['timeline', 2, 'milestones', 0, 'text']. */
export function pathSteps(path: string): Step[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]))
}

/** The value at a path (undefined when a step is missing). */
export function getIn(root: unknown, path: string): unknown {
  let value = root
  for (const step of pathSteps(path)) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<Step, unknown>)[step]
  }
  return value
}

/** A copy of root with the value at path replaced; every object and list on the way is copied, nothing else. */
export function setIn<T>(root: T, path: string, value: unknown): T {
  const put = (node: unknown, [step, ...rest]: Step[]): unknown => {
    if (step === undefined) return value
    if (Array.isArray(node)) return node.map((item, i) => (i === step ? put(item, rest) : item))
    const record = (node ?? {}) as Record<Step, unknown>
    return { ...record, [step]: put(record[step], rest) }
  }
  return put(root, pathSteps(path)) as T
}

/** The top-level key a path starts with. */
export function rootKey(path: string): string {
  return String(pathSteps(path)[0] ?? '')
}

/** The errors without those at or below the path (all of a list's items when it is reordered). */
export function withoutErrorsUnder(errors: FieldErrors, path: string): FieldErrors {
  const under = (key: string) => key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}[`)
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !under(key)))
}

/** Every text trimmed, as the forms send them (the server checks "non-blank after trim" too). */
export function trimDeep<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T
  if (Array.isArray(value)) return value.map(trimDeep) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimDeep(v)])) as T
  return value
}

/** What a group's Save sends: only its top-level keys, trimmed. */
export function groupBody(site: SiteInfo, group: SiteGroup): SitePatch {
  const body = Object.fromEntries(group.keys.map((key) => [key, trimDeep(site[key])])) as SitePatch
  if (body.outletLogos) body.outletLogos = outletLogosToSend(body.outlets ?? site.outlets, body.outletLogos)
  return body
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Whether the edits differ from the stored document in one of the group's keys. */
export function isGroupDirty(draft: SitePatch, saved: SiteInfo, group: SiteGroup): boolean {
  return group.keys.some((key) => key in draft && !sameJson(draft[key], saved[key]))
}

/** The list with the item at `from` moved to `to` (a copy). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}
