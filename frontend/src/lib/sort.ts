
type Prioritised = { priority?: number | null; id?: number }

/** Every list shows lowest priority first, gallery images too (issue 24: one rule); ties keep id order. */
export function byPriorityAsc<T extends Prioritised>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || (a.id ?? 0) - (b.id ?? 0))
}
