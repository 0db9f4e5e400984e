import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Project, SectionLayout } from '@/lib/types'
import { PORTFOLIO_SECTIONS } from './sections'
import { portfolioViewConfig, sectionView } from './view'

// Tests run in frontend/; the fixture is shared with the Go tests.
const dir = resolve(process.cwd(), '../test/fixtures/views') + '/'
const input = JSON.parse(readFileSync(`${dir}portfolio.input.json`, 'utf8')) as { projects: Project[]; layouts: SectionLayout[] }

function computed() {
  const views = Object.fromEntries(
    PORTFOLIO_SECTIONS.map((s) => [s.category, sectionView(s, input.projects.filter((p) => p.category === s.category), '', input.layouts)]),
  )
  return { config: portfolioViewConfig(), views }
}

describe('portfolio views', () => {
  it('match the shared fixture the Go server is checked against too', () => {
    const got = computed()
    if (process.env.UPDATE_VIEWS === '1') writeFileSync(`${dir}portfolio.expected.json`, `${JSON.stringify(got, null, 1)}\n`)
    const want = JSON.parse(readFileSync(`${dir}portfolio.expected.json`, 'utf8'))
    expect(got).toEqual(want)
  })

  it('filters by the search text and says when nothing matches', () => {
    const games = PORTFOLIO_SECTIONS.find((s) => s.category === 'games')!
    const projects = input.projects.filter((p) => p.category === 'games')
    const v = sectionView(games, projects, 'rift')
    expect(v.empty).toBe(false)
    expect(Object.values(v.groups).flatMap((g) => g.items.map((c) => c.title))).toEqual(['Rift Saga'])
    expect(v.groups['maxis-ea'].visible).toBe(false)
    expect(sectionView(games, projects, 'zzz').empty).toBe(true)
  })

  it('takes title, description, columns and style from the active layout, else the defaults', () => {
    const views = computed().views
    expect(views.games).toMatchObject({ title: 'Worlds at Play', description: 'Studios and titles.', columns: 2, display: 'grid' })
    const cinematics = PORTFOLIO_SECTIONS.find((s) => s.category === 'cinematics')!
    expect(views.cinematics).toMatchObject({ title: cinematics.title, description: '', columns: 3, display: 'grid' })
    const music = PORTFOLIO_SECTIONS.find((s) => s.category === 'music')!
    expect(views.music).toMatchObject({ title: music.title, columns: 3, display: 'list' })
    expect(views['extended-media']).toMatchObject({ description: '', columns: 3, display: 'grid' })
  })
})
