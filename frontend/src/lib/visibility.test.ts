import { describe, expect, it } from 'vitest'
import { onlyActive } from './visibility'

describe('onlyActive', () => {
  it('keeps active items and items without the flag, in order', () => {
    const items = [
      { id: 1, isActive: true },
      { id: 2, isActive: false },
      { id: 3 },
      { id: 4, isActive: null },
    ]
    expect(onlyActive(items).map((i) => i.id)).toEqual([1, 3, 4])
  })
  it('turns a missing list into an empty one', () => {
    expect(onlyActive(null)).toEqual([])
  })
})
