import { fitGrid } from './fit-grid'

describe('fitGrid', () => {
  it('spans 12 / columns tracks per breakpoint range, with the count in force as --grid-columns', () => {
    const css = fitGrid({ base: 1, md: 2, xl: 3 }) as Record<string, Record<string, unknown>>
    expect(css.gridTemplateColumns).toBe('repeat(12, minmax(0, 1fr))')
    // Even the narrowest layout is held to its range, so its rules never reach a wider one.
    expect(css['@media screen and (max-width: 47.99em)']['& > *']).toEqual({ gridColumn: 'span 12 / span 12' })
    const md = css['@media screen and (min-width: 48em) and (max-width: 79.99em)']
    const xl = css['@media screen and (min-width: 80em)']
    expect(md['--grid-columns']).toBe('2')
    expect(md['& > *']).toEqual({ gridColumn: 'span 6 / span 6' })
    expect(xl['--grid-columns']).toBe('3')
    expect(xl['& > *']).toEqual({ gridColumn: 'span 4 / span 4' })
  })

  it('balances the last row: one card centred, two as halves, 3n+1 ends 2 × 2, an odd card of two columns centred', () => {
    const css = fitGrid({ base: 3 }, { single: '40rem' }) as Record<string, Record<string, unknown>>
    expect(css['&:has(> :nth-child(1):last-child)']).toEqual({ '& > *': { gridColumn: '1 / -1', justifySelf: 'center', width: '100%', maxWidth: '40rem' } })
    expect(css['&:has(> :nth-child(2):last-child)']).toEqual({ '& > *': { gridColumn: 'span 6 / span 6' } })
    expect(css['&:has(> :last-child:nth-child(3n+4)) > :nth-last-child(-n+4)']).toEqual({ gridColumn: 'span 6 / span 6' })
    expect(css['&:has(> :last-child:nth-child(3n+5)) > :nth-last-child(-n+2)']).toEqual({ gridColumn: 'span 6 / span 6' })
    const two = fitGrid({ base: 2 }) as Record<string, Record<string, unknown>>
    expect(two['&:has(> :last-child:nth-child(2n+3)) > :last-child']).toEqual({ gridColumn: '4 / span 6' })
  })

  it('a breakpoint that keeps the previous count adds no range', () => {
    const css = fitGrid({ base: 2, sm: 2, md: 4 }) as Record<string, unknown>
    expect(Object.keys(css).filter((k) => k.startsWith('@media'))).toEqual(['@media screen and (max-width: 47.99em)', '@media screen and (min-width: 48em)'])
  })
})
