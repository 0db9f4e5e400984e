import { describe, expect, it } from 'vitest'
import { PORTFOLIO_SECTIONS, portfolioPathAnchor } from './sections'

const section = (category: string) => PORTFOLIO_SECTIONS.find((s) => s.category === category)!
/** The group that shows a stored subcategory key (the Go views group by these tables: pages/views.json). */
const groupOf = (category: string, key: string) => section(category).groups.find((g) => g.accepts.includes(key))?.key

describe('portfolio groups (the tables the server groups by)', () => {
  it('lists the seven sections in order with their anchors', () => {
    expect(PORTFOLIO_SECTIONS.map((s) => s.anchor)).toEqual(['games', 'film-animation', 'cinematics', 'music', 'esports', 'worldbuilding-characters', 'extended-media'])
  })

  it('accepts both the admin and the public subcategory keys', () => {
    expect(groupOf('cinematics', 'story')).toBe('story')
    expect(groupOf('cinematics', 'story-champion-lore')).toBe('story')
    expect(groupOf('cinematics', 'promotional-animation-tests')).toBe('promotional')
    for (const k of ['albums-soundtracks', 'soundtracks', 'albums']) expect(groupOf('music', k)).toBe('albums')
    expect(groupOf('esports', 'championships')).toBe('world-championship')
    expect(groupOf('worldbuilding', 'interactive-sites')).toBe('interactive-site')
    expect(groupOf('film-animation', 'documentaries-behind-scenes')).toBe('documentaries')
    expect(groupOf('music', 'live-performances')).toBeUndefined()
  })

  it('labels groups as the spec says', () => {
    expect(section('film-animation').groups.map((g) => g.label)).toEqual(['Animated Series', 'Television Series', 'Documentaries'])
    expect(section('worldbuilding').groups.map((g) => g.label)).toEqual(['Interactive Sites', 'World Regions', 'Character Design', 'Lore & Universe'])
  })
})

describe('portfolioPathAnchor', () => {
  it('maps /portfolio/<section> to the section anchor', () => {
    expect(portfolioPathAnchor('/portfolio/games')).toBe('games')
    expect(portfolioPathAnchor('/portfolio/worldbuilding')).toBe('worldbuilding-characters')
    expect(portfolioPathAnchor('/portfolio/character-design')).toBe('worldbuilding-characters-character-design')
    expect(portfolioPathAnchor('/portfolio/unknown')).toBeUndefined()
    expect(portfolioPathAnchor('/portfolio')).toBeUndefined()
    expect(portfolioPathAnchor('/portfolio/games/deeper')).toBeUndefined()
  })
})
