import type { SystemStyleObject } from '@chakra-ui/react'

/**
 * Grids that fit their item count (issue 24). The public pages are
 * prerendered once and filled in by the server, so the number of cards is
 * not known when the grid is rendered: the rules below read it in CSS
 * (`:has()` with `:nth-child`), which every browser the site supports has.
 *
 * The grid has 12 tracks and a card spans 12 / columns of them. A row that
 * would end with fewer cards than columns is balanced instead:
 * - fewer cards than columns: they share the row (1 → one card, centred and
 *   at most `single` wide; 2 → halves; 3 of 4 → thirds);
 * - one card over a multiple of 3 (4, 7, 10…): the last four are 2 × 2;
 * - two over a multiple of 3 or 4: the last two are halves; three over a
 *   multiple of 4: thirds; one over a multiple of 4 (5, 9…): the last five
 *   are a row of three and a row of two;
 * - one over a multiple of 2 (3, 5… in two columns): the last card is centred.
 * So no card is ever alone in a row of three or four.
 */
export type FitColumns = Partial<Record<Breakpoint, 1 | 2 | 3 | 4>>
type Breakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl'

/** Chakra's breakpoints (em), from its default theme. */
const MIN_WIDTH: Record<Exclude<Breakpoint, 'base'>, string> = { sm: '30em', md: '48em', lg: '64em', xl: '80em' }
const ORDER: Breakpoint[] = ['base', 'sm', 'md', 'lg', 'xl']

const span = (n: number) => `span ${n} / span ${n}`
/** "The grid holds exactly k cards" / "k more than a multiple of c (at least one full row)". */
const exactly = (k: number) => `&:has(> :nth-child(${k}):last-child)`
const over = (c: number, r: number) => `&:has(> :last-child:nth-child(${c}n+${c + r}))`
const last = (k: number) => (k === 1 ? ' > :last-child' : ` > :nth-last-child(-n+${k})`)

/** The rules of one column count: every card's span and the balanced last row(s). */
function rulesFor(c: number, single: string): SystemStyleObject {
  // --grid-columns: the column count in force (the layout's, before balancing).
  const rules: Record<string, SystemStyleObject | string> = { '--grid-columns': String(c), '& > *': { gridColumn: span(12 / c) } }
  if (c === 1) return rules as SystemStyleObject
  // Fewer cards than columns: they share the row.
  rules[exactly(1)] = { '& > *': { gridColumn: '1 / -1', justifySelf: 'center', width: '100%', maxWidth: single } }
  for (let k = 2; k < c; k++) rules[exactly(k)] = { '& > *': { gridColumn: span(12 / k) } }
  if (c === 2) {
    rules[`${over(2, 1)}${last(1)}`] = { gridColumn: '4 / span 6' }
  } else if (c === 3) {
    rules[`${over(3, 1)}${last(4)}`] = { gridColumn: span(6) }
    rules[`${over(3, 2)}${last(2)}`] = { gridColumn: span(6) }
  } else if (c === 4) {
    rules[`${over(4, 1)}${last(5)}`] = { gridColumn: span(4) }
    rules[`${over(4, 1)}${last(2)}`] = { gridColumn: span(6) }
    rules[`${over(4, 2)}${last(2)}`] = { gridColumn: span(6) }
    rules[`${over(4, 3)}${last(3)}`] = { gridColumn: span(4) }
  }
  return rules as SystemStyleObject
}

/**
 * The grid's styles for its column count at each breakpoint (from `base` up).
 * Each count's rules hold only up to the next breakpoint that changes it, so
 * the balancing rules of a narrower layout never reach a wider one.
 */
export function fitGrid(columns: FitColumns, { single = '36rem' }: { single?: string } = {}): SystemStyleObject {
  const steps: { from?: string; c: number }[] = []
  for (const bp of ORDER) {
    const c = columns[bp] ?? (bp === 'base' ? 1 : undefined)
    if (c === undefined || c === steps.at(-1)?.c) continue
    steps.push({ from: bp === 'base' ? undefined : MIN_WIDTH[bp], c })
  }
  const css: Record<string, SystemStyleObject | string> = { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }
  steps.forEach(({ from, c }, i) => {
    const to = steps[i + 1]?.from
    const range = [from && `(min-width: ${from})`, to && `(max-width: ${parseFloat(to) - 0.01}em)`].filter(Boolean).join(' and ')
    if (range) css[`@media screen and ${range}`] = rulesFor(c, single)
    else Object.assign(css, rulesFor(c, single))
  })
  return css as SystemStyleObject
}
