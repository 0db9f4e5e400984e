
type Prioritised = { priority?: number | null; id?: number }

/** Lists show lowest priority first (spec: projects are sorted by ascending priority); ties keep id order. */
export function byPriorityAsc<T extends Prioritised>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || (a.id ?? 0) - (b.id ?? 0))
}

/** Gallery images show highest priority first. */
export function byPriorityDesc<T extends Prioritised>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0) || (a.id ?? 0) - (b.id ?? 0))
}
