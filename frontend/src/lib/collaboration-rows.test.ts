import { describe, expect, it } from 'vitest'
import { ROW_DIRECTIONS, splitIntoRows } from './collaboration-rows'

describe('splitIntoRows', () => {
  it('splits n items into 3 rows of ceil(n/3)', () => {
    expect(splitIntoRows([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    expect(splitIntoRows([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]])
    expect(splitIntoRows([1, 2, 3, 4])).toEqual([[1, 2], [3, 4], []])
    expect(splitIntoRows([1])).toEqual([[1], [], []])
    expect(splitIntoRows([])).toEqual([[], [], []])
  })

  it('alternates right-to-left, left-to-right, right-to-left', () => {
    expect(ROW_DIRECTIONS).toEqual(['rtl', 'ltr', 'rtl'])
  })
})
