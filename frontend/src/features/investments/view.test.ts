import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import type { Investment } from '@/lib/types'
import { investmentsView } from './view'

// Tests run in frontend/; the fixture is shared with the Go tests.
const dir = `${resolve(process.cwd(), '../test/fixtures/views')}/`
const input = JSON.parse(readFileSync(`${dir}investments.input.json`, 'utf8')) as { lists: Record<string, Investment[]> }

describe('investments view', () => {
  it('matches the shared fixture the Go server is checked against too', () => {
    const got = Object.fromEntries(Object.entries(input.lists).map(([name, list]) => [name, investmentsView(list)]))
    if (process.env.UPDATE_VIEWS === '1') writeFileSync(`${dir}investments.expected.json`, `${JSON.stringify(got, null, 1)}\n`)
    expect(got).toEqual(JSON.parse(readFileSync(`${dir}investments.expected.json`, 'utf8')))
  })

  it('puts each investment in its category or subcategory, in priority order, and drops unknown ones', () => {
    const v = investmentsView(input.lists.mixed)
    expect(Object.keys(v.categories)).toEqual(['funds-managed'])
    expect(v.categories['funds-managed'].items.map((i) => i.title)).toEqual(['Fund Two & Co', 'Fund One'])
    expect(v.categories['funds-managed'].items.map((i) => i.linkLabel)).toEqual(['Learn More', 'Learn More'])
    const companies = v.subcategories['portfolio-companies']
    expect(Object.keys(companies)).toEqual(['game', 'technology', 'consumer', 'venture-funds'])
    expect(companies.game.items.map((i) => i.id)).toEqual([3, 4])
    expect(companies.consumer).toEqual({ empty: true, items: [] })
    expect(companies.technology.items[0]).toMatchObject({ url: 'https://tech.example', linkLabel: 'Visit Website', role: 'Seed' })
    expect(companies.game.items[1]).toMatchObject({ url: '', role: '', description: '', logo: DEFAULT_PROJECT_IMAGE, srcSet: '', logoAlt: 'Game Co B' })
    const shown = [...Object.values(v.categories), ...Object.values(v.subcategories).flatMap((s) => Object.values(s))].flatMap((l) => l.items.map((i) => i.id))
    expect(shown.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 8, 10])
  })

  it('has every list, empty, for no investments', () => {
    const v = investmentsView([])
    expect(v.categories['funds-managed'].empty).toBe(true)
    expect(v.subcategories['board-advisory']['advisory-roles'].empty).toBe(true)
  })
})
