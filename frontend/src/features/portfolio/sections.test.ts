import { describe, expect, it } from 'vitest'
import { categoryPageOf, PORTFOLIO_SECTIONS } from './sections'

const section = (category: string) => PORTFOLIO_SECTIONS.find((s) => s.category === category)!
/** The group that shows a stored subcategory key (the Go views group by the same table, domain.PortfolioSections). */
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

describe('categoryPageOf', () => {
  it('is a category, or a group of one, at /portfolio/<key>', () => {
    for (const s of PORTFOLIO_SECTIONS) {
      const page = categoryPageOf(`/portfolio/${s.category}`)
      expect(page?.section).toBe(s)
      expect(page?.label).toBe(s.title)
      expect(page?.group).toBeUndefined()
    }
    const character = categoryPageOf('/portfolio/character-design')
    expect(character?.label).toBe('Character Design')
    expect(character?.section.category).toBe('worldbuilding')
    expect(character?.section.groups.map((g) => g.key)).toEqual(['character-design'])
    expect(character?.section.studios).toBe(false)
    expect(PORTFOLIO_SECTIONS.find((s) => s.category === 'worldbuilding')?.groups.length).toBeGreaterThan(1)
  })

  it('is nothing for any other path', () => {
    for (const path of ['/portfolio', '/portfolio/', '/portfolio/unknown', '/portfolio/games/', '/portfolio/games/deeper', '/games']) {
      expect(categoryPageOf(path)).toBeUndefined()
    }
  })
})
