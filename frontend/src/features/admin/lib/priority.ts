/** Form default priority of each content form (a tab's own list). */
export const CONTENT_PRIORITY_DEFAULT = 1
/** Form default priority of links, gallery images and bulk uploads. */
export const ITEM_PRIORITY_DEFAULT = 0

/** A priority field's value as a number: a non-numeric value becomes the form's default. */
export function parsePriority(value: string | number | null | undefined, fallback: number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : fallback
  const n = Number.parseInt((value ?? '').trim(), 10)
  return Number.isNaN(n) ? fallback : n
}

/** A stored priority as a field's text, with the form's default when missing. */
export function priorityText(value: number | null | undefined, fallback: number): string {
  return String(typeof value === 'number' && Number.isFinite(value) ? value : fallback)
}
