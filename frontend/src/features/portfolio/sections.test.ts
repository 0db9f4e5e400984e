import { describe, expect, it } from 'vitest'
import { groupProjects, matchesSearch, PORTFOLIO_SECTIONS, portfolioPathAnchor } from './sections'

const section = (category: string) => PORTFOLIO_SECTIONS.find((s) => s.category === category)!
const keysOf = (category: string, subs: string[]) =>
  groupProjects(section(category), subs.map((subcategory, i) => ({ id: i, subcategory }))).map((g) => [g.group.key, g.items.map((p) => p.subcategory)])

describe('portfolio groups', () => {
  it('lists the seven sections in order with their anchors', () => {
    expect(PORTFOLIO_SECTIONS.map((s) => s.anchor)).toEqual(['games', 'film-animation', 'cinematics', 'music', 'esports', 'worldbuilding-characters', 'extended-media'])
  })

  it('accepts both the admin and the public subcategory keys', () => {
    expect(keysOf('cinematics', ['story', 'story-champion-lore', 'promotional-animation-tests'])).toEqual([
      ['story', ['story', 'story-champion-lore']],
      ['promotional', ['promotional-animation-tests']],
    ])
    expect(keysOf('music', ['albums-soundtracks', 'soundtracks', 'albums'])).toEqual([
      ['music-videos', []],
      ['albums', ['albums-soundtracks', 'soundtracks', 'albums']],
    ])
    expect(keysOf('esports', ['championships'])[0]).toEqual(['world-championship', ['championships']])
    expect(keysOf('worldbuilding', ['interactive-sites'])[0]).toEqual(['interactive-site', ['interactive-sites']])
    expect(keysOf('film-animation', ['documentaries-behind-scenes'])[2]).toEqual(['documentaries', ['documentaries-behind-scenes']])
  })

  it('keeps projects of an unlisted subcategory in a group of their own, last', () => {
    expect(keysOf('music', ['live-performances']).at(-1)).toEqual(['live-performances', ['live-performances']])
  })

  it('labels groups as the spec says', () => {
    expect(section('film-animation').groups.map((g) => g.label)).toEqual(['Animated Series', 'Television Series', 'Documentaries'])
    expect(section('worldbuilding').groups.map((g) => g.label)).toEqual(['Interactive Sites', 'World Regions', 'Character Design', 'Lore & Universe'])
  })

  it('searches title, description and tags', () => {
    const p = { title: 'Starfall', description: 'An arena game', tags: ['moba'] }
    expect(matchesSearch(p, 'star')).toBe(true)
    expect(matchesSearch(p, 'ARENA')).toBe(true)
    expect(matchesSearch(p, 'moba')).toBe(true)
    expect(matchesSearch(p, 'racing')).toBe(false)
    expect(matchesSearch({ title: 'x', description: null, tags: null }, '')).toBe(true)
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
