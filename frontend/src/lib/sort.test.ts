import { describe, expect, it } from 'vitest'
import { subcategoryLabel, subcategorySort, UNKNOWN_SUBCATEGORY_SORT } from './catalogue'
import { byPriorityAsc } from './sort'

describe('sort orders', () => {
  const items = [
    { id: 1, priority: 3 },
    { id: 2, priority: 1 },
    { id: 3, priority: 2 },
    { id: 4, priority: 1 },
  ]

  it('lists lowest priority first, ties by id (projects, links and gallery images alike)', () => {
    expect(byPriorityAsc(items).map((i) => i.id)).toEqual([2, 4, 3, 1])
  })

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
