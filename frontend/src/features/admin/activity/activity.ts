import type { ActivityEntry } from './api'
import { ACTIVITY_MESSAGES } from './messages'

/** Who did it: the username, or what the server's '' and 'system' stand for. */
export function actorLabel(actor: string): string {
  if (!actor) return ACTIVITY_MESSAGES.anonymous
  return actor === 'system' ? ACTIVITY_MESSAGES.system : actor
}

/** The changed fields of an update ('Changed: title, tags'), or nothing. */
export function changedFields(entry: Pick<ActivityEntry, 'action' | 'fields'>): string | null {
  return entry.action === 'update' && entry.fields?.length ? `${ACTIVITY_MESSAGES.changed}: ${entry.fields.join(', ')}` : null
}
