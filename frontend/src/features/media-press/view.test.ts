import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import type { MediaItem } from '@/lib/types'
import { mediaView } from './view'

// Tests run in frontend/; the fixture is shared with the Go tests.
const dir = `${resolve(process.cwd(), '../test/fixtures/views')}/`
const input = JSON.parse(readFileSync(`${dir}media.input.json`, 'utf8')) as { lists: Record<string, MediaItem[]> }

describe('media and press view', () => {
  it('matches the shared fixture the Go server is checked against too', () => {
    const got = Object.fromEntries(Object.entries(input.lists).map(([name, list]) => [name, mediaView(list)]))
    if (process.env.UPDATE_VIEWS === '1') writeFileSync(`${dir}media.expected.json`, `${JSON.stringify(got, null, 1)}\n`)
    expect(got).toEqual(JSON.parse(readFileSync(`${dir}media.expected.json`, 'utf8')))
  })

  it('has the four sections in priority order, with the action of each link type', () => {
    const v = mediaView(input.lists.mixed)
    expect(Object.keys(v.sections)).toEqual(['podcast-appearances', 'talks-panels', 'interviews', 'featured-articles'])
    expect(v.sections['featured-articles'].items.map((i) => [i.id, i.label, i.opens])).toEqual([
      [3, 'View', 'tab'],
      [4, 'Read More', 'tab'],
      [5, 'View', 'tab'],
    ])
    expect(v.sections['talks-panels'].items.map((i) => [i.id, i.opens])).toEqual([
      [9, 'video'],
      [1, 'video'],
    ])
    expect(v.sections['podcast-appearances'].items[0]).toMatchObject({ label: 'Listen Now', opens: 'audio', image: DEFAULT_PROJECT_IMAGE, srcSet: '', imageAlt: '' }) // the fixture marks its thumbnail decorative
    expect(v.sections.interviews.items.map((i) => [i.title, i.url])).toEqual([
      ['No link', ''],
      ['Untyped', 'https://example.com/x'],
    ])
    const shown = Object.values(v.sections).flatMap((s) => s.items.map((i) => i.id))
    expect(shown).not.toContain(8)
    expect(mediaView([]).sections.interviews).toEqual({ empty: true, items: [] })
  })
})
