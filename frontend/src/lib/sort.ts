type Prioritised = { priority?: number | null; id?: number }

/** An item's place in an ordered list. */
export interface Place {
  id: number
  priority?: number | null
}

/**
 * The order of every list of the site, the server's domain.ComparePlaces (domain/places.go): lowest priority
 * first (issue 24: one rule, gallery images too), ties by ascending id. test/fixtures/places.json is the table
 * of cases both run, so the admin never shows an order the public pages do not.
 */
export function comparePlaces(a: Prioritised, b: Prioritised): number {
  return (a.priority ?? 0) - (b.priority ?? 0) || (a.id ?? 0) - (b.id ?? 0)
}

/** A copy of items in the order of comparePlaces. */
export function byPriorityAsc<T extends Prioritised>(items: readonly T[]): T[] {
  return [...items].sort(comparePlaces)
}

/**
 * The priorities, by id, that exchange the places of a and b in group (every item of their list), holding only
 * the items whose priority changes; undefined when a or b is not in group. The server's domain.MovePlaces, so
 * the admin can show a move before the server answers: unique priorities swap (two writes); when some tie, the
 * group is renumbered with consecutive priorities from its lowest one, in its order with a and b exchanged.
 * Either way the group's positions end unique.
 */
export function movePlaces(group: readonly Place[], a: number, b: number): Map<number, number> | undefined {
  const ordered = byPriorityAsc(group)
  const ia = ordered.findIndex((p) => p.id === a)
  const ib = ordered.findIndex((p) => p.id === b)
  if (ia < 0 || ib < 0) return undefined
  const out = new Map<number, number>()
  if (a === b) return out
  const prio = (p: Place) => p.priority ?? 0
  if (ordered.every((p, i) => i === 0 || prio(p) !== prio(ordered[i - 1]!))) {
    return out.set(a, prio(ordered[ib]!)).set(b, prio(ordered[ia]!))
  }
  const base = prio(ordered[0]!)
  ;[ordered[ia], ordered[ib]] = [ordered[ib]!, ordered[ia]!]
  ordered.forEach((p, i) => {
    if (prio(p) !== base + i) out.set(p.id, base + i)
  })
  return out
}
