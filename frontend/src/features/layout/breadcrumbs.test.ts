import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_TEXTS } from '@/lib/api-types.gen'
import { PROJECT_TEMPLATE_PATH } from '@/lib/routes'
import { markerPath } from '@/lib/template'
import { breadcrumbs } from './breadcrumbs'

const nav = DEFAULT_SITE_TEXTS.nav
const labels = (path: string) => breadcrumbs(path, nav).map((c) => c.label)

describe('breadcrumbs', () => {
  it('is empty when only Home would show', () => {
    expect(breadcrumbs('/', nav)).toEqual([])
  })

  it('uses the labels of known paths', () => {
    expect(labels('/portfolio')).toEqual(['Home', 'Portfolio'])
    expect(labels('/media-press')).toEqual(['Home', 'Media & Press'])
    expect(labels('/investments')).toEqual(['Home', 'Investments'])
    expect(labels('/contact')).toEqual(['Home', 'Contact'])
    expect(labels('/portfolio/games')).toEqual(['Home', 'Portfolio', 'Games'])
    expect(labels('/portfolio/esports')).toEqual(['Home', 'Portfolio', 'eSports'])
    expect(labels('/portfolio/character-design')).toEqual(['Home', 'Portfolio', 'Character Design'])
    expect(labels('/portfolio/worldbuilding')).toEqual(['Home', 'Portfolio', 'Worldbuilding'])
    expect(labels('/portfolio/film-animation')).toEqual(['Home', 'Portfolio', 'Film, Animation & Documentaries'])
    expect(labels('/portfolio/extended-media')).toEqual(['Home', 'Portfolio', 'Extended Media'])
  })

  it('gives a project page the category and title the server fills in', () => {
    const trail = breadcrumbs(PROJECT_TEMPLATE_PATH, { ...nav, portfolio: 'Work' })
    expect(trail.slice(0, 2)).toEqual([
      { path: '/', label: 'Home' },
      { path: '/portfolio', label: 'Work' },
    ])
    expect(trail.slice(2).map((c) => [markerPath(c.path), markerPath(c.label)])).toEqual([
      ['views.project.categoryPath', 'views.project.categoryLabel'],
      ['views.project.path', 'views.project.title'],
    ])
  })

  it('follows the owner\'s navigation labels', () => {
    const own = { ...nav, home: 'Start', portfolio: 'Work', contact: 'Write' }
    expect(breadcrumbs('/portfolio/music', own).map((c) => c.label)).toEqual(['Start', 'Work', 'Music'])
    expect(breadcrumbs('/contact', own).map((c) => c.label)).toEqual(['Start', 'Write'])
  })

  it('title-cases other segments (About carries one)', () => {
    expect(labels('/about')).toEqual(['Home', 'About'])
    expect(labels('/some-unknown-page')).toEqual(['Home', 'Some Unknown Page'])
    expect(breadcrumbs('/portfolio/games', nav).map((c) => c.path)).toEqual(['/', '/portfolio', '/portfolio/games'])
  })
})
