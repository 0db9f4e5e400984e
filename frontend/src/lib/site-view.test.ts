import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import { markupRuns } from '@/lib/markup'
import type { SiteInfo } from '@/lib/types'
import { homeView } from './site-view'

// Tests run in frontend/; the fixture is shared with the Go tests.
const dir = `${resolve(process.cwd(), '../test/fixtures/views')}/`
const input = JSON.parse(readFileSync(`${dir}home.input.json`, 'utf8')) as { sites: Record<string, SiteInfo> }

describe('site view', () => {
  it('matches the shared fixture the Go server is checked against too', () => {
    const got = Object.fromEntries(Object.entries(input.sites).map(([name, site]) => [name, homeView(site)]))
    if (process.env.UPDATE_VIEWS === '1') writeFileSync(`${dir}home.expected.json`, `${JSON.stringify(got, null, 1)}\n`)
    expect(got).toEqual(JSON.parse(readFileSync(`${dir}home.expected.json`, 'utf8')))
  })

  it('fills in missing images and alt texts and keeps the counts of the document', () => {
    const v = homeView(input.sites.edge)
    expect(v.cards[0]).toMatchObject({ image: DEFAULT_PROJECT_IMAGE, imageAlt: 'Games', srcSet: '', link: 'https://example.org/x' })
    expect(v.cards[1].srcSet).toContain('/uploads/0123abcd-w480.webp 480w')
    expect(v.hero.image).toBe('/uploads/abc123.jpg')
    expect(v.biography.intro).toEqual(['Only one & <i>'])
    expect(v.eras[0].gradient).toBe('linear-gradient(to bottom right, #000000, #FFFFFF)')
    const d = homeView(input.sites.default)
    expect([d.cards.length, d.funds.length, d.highlights.length, d.stats.length, d.outlets.length, d.eras.length]).toEqual([7, 2, 4, 8, 5, 5])
  })

  it('folds markup into runs with their style and link', () => {
    expect(markupRuns('a **b *c* [d](/x)** [e](https://e.org) [f](javascript:x)')).toEqual([
      { text: 'a ', style: 'plain', link: 'none', href: '' },
      { text: 'b ', style: 'strong', link: 'none', href: '' },
      { text: 'c', style: 'strong-em', link: 'none', href: '' },
      { text: ' ', style: 'strong', link: 'none', href: '' },
      { text: 'd', style: 'strong', link: 'internal', href: '/x' },
      { text: ' ', style: 'plain', link: 'none', href: '' },
      { text: 'e', style: 'plain', link: 'external', href: 'https://e.org' },
      { text: ' f', style: 'plain', link: 'none', href: '' },
    ])
    expect(markupRuns('')).toEqual([])
  })
})
