import { describe, expect, it } from 'vitest'
import { outletLogo, outletLogosToSend, renameOutletLogo, withOutletLogo } from './outlet-logos'

const c = { logoFocalX: 0.5, logoFocalY: 0.5 }
const logos = [
  { name: 'A', logoUrl: '/a.svg', logoFocalX: 0.8, logoFocalY: 0.2 },
  { name: 'B', logoUrl: '/b.svg', ...c },
]

describe('outlet logos', () => {
  it('reads, sets, replaces and clears a logo by outlet name', () => {
    expect(outletLogo(logos, 'B')).toBe('/b.svg')
    expect(outletLogo(logos, 'C')).toBe('')
    expect(withOutletLogo(logos, 'C', '/c.svg')).toEqual([...logos, { name: 'C', logoUrl: '/c.svg', ...c }])
    expect(withOutletLogo(logos, 'A', '/a2.svg')).toEqual([{ name: 'A', logoUrl: '/a2.svg', logoFocalX: 0.8, logoFocalY: 0.2 }, logos[1]])
    expect(withOutletLogo(logos, 'A', '')).toEqual([logos[1]])
  })

  it('moves a logo with a renamed outlet', () => {
    expect(renameOutletLogo(logos, 'A', 'Alpha')).toEqual([{ name: 'Alpha', logoUrl: '/a.svg', logoFocalX: 0.8, logoFocalY: 0.2 }, logos[1]])
  })

  it("sends only the logos of outlets still listed, once each, never an empty one", () => {
    const stale = [...logos, { name: 'A', logoUrl: '/again.svg', ...c }, { name: 'C', logoUrl: ' ', ...c }, { name: 'Gone', logoUrl: '/g.svg', ...c }]
    expect(outletLogosToSend(['A', 'B', 'C'], stale)).toEqual(logos)
    expect(outletLogosToSend(['B'], logos)).toEqual([logos[1]])
  })
})
