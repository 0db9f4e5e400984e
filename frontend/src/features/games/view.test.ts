import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import type { Project } from '@/lib/types'
import { gamesView } from './view'

// Tests run in frontend/; the fixture is shared with the Go tests.
const dir = `${resolve(process.cwd(), '../test/fixtures/views')}/`
const input = JSON.parse(readFileSync(`${dir}games.input.json`, 'utf8')) as { lists: Record<string, Project[]> }

describe('games view', () => {
  it('matches the shared fixture the Go server is checked against too', () => {
    const got = Object.fromEntries(Object.entries(input.lists).map(([name, list]) => [name, gamesView(list)]))
    if (process.env.UPDATE_VIEWS === '1') writeFileSync(`${dir}games.expected.json`, `${JSON.stringify(got, null, 1)}\n`)
    expect(got).toEqual(JSON.parse(readFileSync(`${dir}games.expected.json`, 'utf8')))
  })

  it('orders by priority then id, labels studios and fills in what is missing', () => {
    const v = gamesView(input.lists.mixed)
    expect(v.empty).toBe(false)
    expect(v.items.map((g) => g.id)).toEqual([6, 4, 2, 3, 1, 5, 7])
    const byId = Object.fromEntries(v.items.map((g) => [g.id, g]))
    expect(byId[1]).toMatchObject({ studio: 'Riot Games', role: 'Executive Producer', description: 'A live game.' })
    expect(byId[1].srcSet).toContain('-w480.webp 480w')
    expect(byId[4]).toMatchObject({ studio: 'indie-studio', role: '', description: '', image: DEFAULT_PROJECT_IMAGE, srcSet: '', imageAlt: 'Mystery' })
    expect(byId[5]).toMatchObject({ studio: '', role: '', image: DEFAULT_PROJECT_IMAGE, imageAlt: 'No key' })
    expect(byId[6].studio).toBe('')
    expect(byId[7].studio).toBe('Documentaries')
    expect(gamesView([])).toEqual({ empty: true, items: [] })
  })
})
