import type { ActivityKind } from '@/lib/api-types.gen'

/** A tag an admin list or item provides: `{ type, id }`, or a whole tag type ('Site'). */
export type KindTag = { readonly type: string; readonly id: string | number } | string

/**
 * What the shared screens (trash, history, drafts, activity, library) need
 * of a kind of content. Each kind's own api module registers it where it
 * injects its endpoints, so no shared screen lists the kinds: a kind whose
 * module is not loaded has nothing cached either.
 */
export interface KindSpec {
  /** What the admin calls one item ('Media item'): the Trash tab's badges, the Activity tab's kind column and filter. */
  label: string
  /** The item and the lists a restored revision or a publish changes (the public pages read the same tags). */
  restored: (id: number) => readonly KindTag[]
  /** The lists a restore from the trash brings the item back to (kinds the trash holds only). */
  trashed?: readonly KindTag[]
}

const kinds = new Map<string, KindSpec>()

/** What the activity log names that is not content: an uploaded file, a user's sign-ins. */
const OTHER_LABELS: Record<string, string> = { file: 'File', user: 'User' }

/** Called once by each kind's api module. */
export function registerKind(kind: ActivityKind, spec: KindSpec) {
  kinds.set(kind, spec)
}

/** The label of a kind ('Project'); an unknown one is shown as it is. */
export const kindLabel = (kind: string) => kinds.get(kind)?.label ?? OTHER_LABELS[kind] ?? kind

/** The tags a restored revision (or a publish) of `kind` #`id` invalidates. */
export const restoredTags = (kind: string, id: number) => kinds.get(kind)?.restored(id) ?? []

/** The lists a restore from the trash invalidates. */
export const trashRestoredTags = (kind: string) => kinds.get(kind)?.trashed ?? []

/** The tag types of every registered kind: a backup restore replaces them all. */
export function contentTagTypes(): string[] {
  const types = [...kinds.values()].flatMap((k) => [...k.restored(0), ...(k.trashed ?? [])]).map((t) => (typeof t === 'string' ? t : t.type))
  return [...new Set(types)]
}
