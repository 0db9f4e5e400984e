/** Number of scrolling rows of the Notable Collaborations carousel. */
export const COLLABORATION_ROWS = 3

/** Direction of each row: right-to-left, left-to-right, right-to-left. */
export const ROW_DIRECTIONS = ['rtl', 'ltr', 'rtl'] as const

/** Splits items into 3 consecutive rows of ceil(n/3) each (the last rows may be shorter or empty). */
export function splitIntoRows<T>(items: readonly T[], rows = COLLABORATION_ROWS): T[][] {
  const size = Math.ceil(items.length / rows)
  return Array.from({ length: rows }, (_, i) => items.slice(i * size, (i + 1) * size))
}
