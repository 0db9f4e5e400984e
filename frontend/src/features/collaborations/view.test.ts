import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Collaboration } from '@/lib/types'
import { carouselView } from './view'

// Tests run in frontend/; the fixture is shared with the Go tests.
const dir = `${resolve(process.cwd(), '../test/fixtures/views')}/`
const input = JSON.parse(readFileSync(`${dir}collaborations.input.json`, 'utf8')) as { lists: Record<string, Collaboration[]> }

describe('collaborations carousel view', () => {
  it('matches the shared fixture the Go server is checked against too', () => {
    const got = Object.fromEntries(Object.entries(input.lists).map(([name, list]) => [name, carouselView(list)]))
    if (process.env.UPDATE_VIEWS === '1') writeFileSync(`${dir}collaborations.expected.json`, `${JSON.stringify(got, null, 1)}\n`)
    expect(got).toEqual(JSON.parse(readFileSync(`${dir}collaborations.expected.json`, 'utf8')))
  })

  it('orders by priority and splits into up to three rows, right-to-left first', () => {
    const v = carouselView(input.lists.seven)
    expect(v.rows.map((r) => [r.direction, r.count])).toEqual([
      ['rtl', 3],
      ['ltr', 3],
      ['rtl', 1],
    ])
    expect(v.rows[0].items.map((i) => i.title)).toEqual(['Studio D', 'Studio B & Co', 'Studio C'])
    expect(carouselView([]).empty).toBe(true)
  })
})
