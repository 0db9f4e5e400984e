import { seededSite } from '../test/fake-site-api'
import { getIn, groupBody, isGroupDirty, moveItem, pathSteps, setIn, SITE_GROUPS, trimDeep, withoutErrorsUnder } from './site-form'
import { isSocialUrl, validateSite } from './site-validation'

const group = (id: string) => SITE_GROUPS.find((g) => g.id === id)!

describe('site form paths', () => {
  it('reads and writes by the server’s JSON paths, copying only what is on the way', () => {
    expect(pathSteps('timeline[2].milestones[0].text')).toEqual(['timeline', 2, 'milestones', 0, 'text'])
    const site = seededSite()
    expect(getIn(site, 'timeline[0].milestones[0].year')).toBe('Year 1')
    expect(getIn(site, 'timeline[9].era')).toBeUndefined()
    const next = setIn(site, 'timeline[0].milestones[1].text', 'New')
    expect(next.timeline[0]!.milestones[1]!.text).toBe('New')
    expect(site.timeline[0]!.milestones[1]!.text).not.toBe('New')
    expect(next.timeline[1]).toBe(site.timeline[1])
    expect(next.hero).toBe(site.hero)
  })

  it('drops the messages at and below a path only', () => {
    const errors = { outlets: 'a', 'outlets[1]': 'b', outletsX: 'c', 'timeline[0].era': 'd' }
    expect(withoutErrorsUnder(errors, 'outlets')).toEqual({ outletsX: 'c', 'timeline[0].era': 'd' })
  })

  it('moves, trims and sends only a group’s keys; the groups cover the document but publicUrl', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(trimDeep({ a: [' x ', { b: ' y' }], n: 1 })).toEqual({ a: ['x', { b: 'y' }], n: 1 })
    const site = { ...seededSite(), quote: '  Q  ' }
    expect(groupBody(site, group('biography'))).toEqual({ biography: site.biography, quote: 'Q', venture: site.venture })
    const keys = SITE_GROUPS.flatMap((g) => g.keys).sort()
    expect(keys).toEqual(Object.keys(site).filter((k) => k !== 'publicUrl').sort())
  })

  it('calls a group dirty only when an edit differs from the stored value', () => {
    const site = seededSite()
    expect(isGroupDirty({ outlets: [...site.outlets] }, site, group('outlets'))).toBe(false)
    expect(isGroupDirty({ outlets: ['x'] }, site, group('outlets'))).toBe(true)
    expect(isGroupDirty({ outlets: ['x'] }, site, group('hero'))).toBe(false)
  })
})

describe('site validation', () => {
  it('accepts the seeded document', () => {
    const { publicUrl: _ignored, ...doc } = seededSite()
    expect(validateSite(doc)).toEqual({})
  })

  it('mirrors the contract: required, lengths, URLs, e-mail, colours, markup', () => {
    const site = seededSite()
    const era = site.timeline[0]!
    const errors = validateSite({
      name: ' ',
      email: 'nope',
      hero: { ...site.hero, eyebrow: 'x'.repeat(201), image: 'javascript:alert(1)' },
      socials: [{ platform: 'x', label: 'X', url: 'mailto:me@example.com' }, { platform: '' as 'x', label: '', url: 'data:x' }],
      timeline: [{ ...era, colors: { ...era.colors, to: '#12345' }, milestones: [{ year: '1', text: 'a <i>b</i>' }, { year: '2', text: '[x](javascript:alert(1))' }] }],
      biography: { ...site.biography, paragraphs: ['ok', ''] },
    })
    expect(errors).toEqual({
      name: 'Required',
      email: 'Invalid email address',
      'hero.eyebrow': 'String must contain at most 200 character(s)',
      'hero.image': 'Must be a valid image URL or path',
      'socials[1].platform': 'Required',
      'socials[1].label': 'Required',
      'socials[1].url': 'Must be a valid URL',
      'timeline[0].colors.to': 'Must be a colour like #2a6f97',
      'timeline[0].milestones[0].text': 'Markup may not contain HTML',
      'timeline[0].milestones[1].text': 'Must be a valid URL',
      'biography.paragraphs[1]': 'Required',
    })
  })

  it('lets social links be anchors and e-mail links, never scripts', () => {
    expect(['#', '/about', 'https://x.example/me', 'mailto:a@b.example'].every(isSocialUrl)).toBe(true)
    expect(['javascript:alert(1)', 'data:text/html,x', '//evil.example'].some(isSocialUrl)).toBe(false)
  })
})
