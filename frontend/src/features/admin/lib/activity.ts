import type { ActivityAction, ActivityEntry, ActivityKind } from '../api'
import { ACTION_LABELS, ACTIVITY_MESSAGES, KIND_LABELS } from '../messages'
import type { SelectOption } from '../components/fields'

/** Who did it: the username, or what the server's '' and 'system' stand for. */
export function actorLabel(actor: string): string {
  if (!actor) return ACTIVITY_MESSAGES.anonymous
  return actor === 'system' ? ACTIVITY_MESSAGES.system : actor
}

/** The changed fields of an update ('Changed: title, tags'), or nothing. */
export function changedFields(entry: Pick<ActivityEntry, 'action' | 'fields'>): string | null {
  return entry.action === 'update' && entry.fields?.length ? `${ACTIVITY_MESSAGES.changed}: ${entry.fields.join(', ')}` : null
}

const options = <T extends string>(labels: Record<T, string>): SelectOption[] => Object.entries<string>(labels).map(([value, label]) => ({ value, label }))

/** The filters' choices, in the tables' order. */
export const KIND_OPTIONS = options<ActivityKind>(KIND_LABELS)
export const ACTION_OPTIONS = options<ActivityAction>(ACTION_LABELS)
