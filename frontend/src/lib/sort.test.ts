import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { subcategoryLabel, subcategorySort, UNKNOWN_SUBCATEGORY_SORT } from './catalogue'
import { byPriorityAsc, movePlaces, type Place } from './sort'

// The table the server's Go tests also run (domain/places_test.go): the admin's order and moves agree with the
// public pages' case by case or one fails.
const tableFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/places.json')
const table = JSON.parse(readFileSync(tableFile, 'utf8')) as {
  order: { why: string; items: Place[]; want: number[] }[]
  moves: { why: string; group: Place[]; a: number; b: number; want: Place[] | null }[]
}

describe('sort orders', () => {
  const items = [
    { id: 1, priority: 3 },
    { id: 2, priority: 1 },
    { id: 3, priority: 2 },
    { id: 4, priority: 1 },
  ]

  it('does not change its input', () => {
    byPriorityAsc(items)
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4])
  })

  it('orders subcategories by the admin table; unknown ones last with their raw key', () => {
    expect(subcategorySort('riot-games')).toBe(1.1)
    expect(subcategorySort('physical-statues')).toBe(7.4)
    expect(subcategorySort('mystery')).toBe(UNKNOWN_SUBCATEGORY_SORT)
    expect(subcategoryLabel('documentaries-behind-scenes')).toBe('Documentaries and Behind the Scenes')
    expect(subcategoryLabel('mystery')).toBe('mystery')
  })
})

describe('byPriorityAsc and movePlaces follow test/fixtures/places.json', () => {
  it('has cases of both', () => {
    expect(table.order.length).toBeGreaterThan(0)
    expect(table.moves.length).toBeGreaterThan(0)
  })
  it.each(table.order)('orders: $why', ({ items, want }) => {
    expect(byPriorityAsc(items).map((p) => p.id)).toEqual(want)
  })
  it.each(table.moves)('moves: $why', ({ group, a, b, want }) => {
    const got = movePlaces(group, a, b)
    if (want === null) {
      expect(got).toBeUndefined()
      return
    }
    expect(got).toEqual(new Map(want.map((p) => [p.id, p.priority])))
  })
})
