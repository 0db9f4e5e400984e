import { describe, expect, it } from 'vitest'
import { actorText, changedLabels, fieldChanges, fieldLabel, keptLabels, valueText } from './history'

describe('history helpers', () => {
  it('labels fields as the forms do, else as words', () => {
    expect(fieldLabel('imageUrl')).toBe('Image URL')
    expect(fieldLabel('isActive')).toBe('Active')
    expect(fieldLabel('publishedAt')).toBe('Published at')
    expect(fieldLabel('title')).toBe('Title')
    expect(changedLabels(['description', 'updatedAt', 'links', 'title'])).toEqual(['Description', 'Title'])
  })

  it('names who saved, and nobody when the server recorded no one', () => {
    expect(actorText('admin')).toBe('admin')
    expect(actorText('system')).toBe('the system')
    expect(actorText('')).toBe('')
  })

  it('shows values as text: yes/no, lists of words joined, objects as JSON, nothing as empty', () => {
    expect(valueText(true)).toBe('Yes')
    expect(valueText(null)).toBe('')
    expect(valueText(3)).toBe('3')
    expect(valueText(['a', 'b'])).toBe('a, b')
    expect(valueText([{ a: 1 }])).toBe('[\n  {\n    "a": 1\n  }\n]')
  })

  it('lists the differing fields, never the kept ones, and names the kept ones the item has', () => {
    const now = { id: 1, title: 'New', tags: ['a'], links: [1], createdAt: 'x', updatedAt: 'y', isActive: true }
    const then = { id: 1, title: 'Old', tags: ['a'], links: [], createdAt: 'x', updatedAt: 'z', isActive: false }
    expect(fieldChanges(now, then).map((c) => [c.key, c.label, c.current, c.revision])).toEqual([
      ['title', 'Title', 'New', 'Old'],
      ['isActive', 'Active', true, false],
    ])
    expect(keptLabels(now)).toEqual(['the date it was created', 'the date it was last saved', 'its links'])
  })

  it('compares objects member by member, and only the given fields when told', () => {
    const now = { name: 'A', hero: { eyebrow: 'Now', headline: 'Same' }, seo: { description: 'x' } }
    const then = { name: 'B', hero: { eyebrow: 'Then', headline: 'Same' }, seo: { description: 'y' } }
    expect(fieldChanges(now, then, ['hero']).map((c) => [c.key, c.label])).toEqual([['hero.eyebrow', 'Hero: Eyebrow']])
    expect(fieldChanges(now, then).map((c) => c.key)).toEqual(['name', 'hero.eyebrow', 'seo.description'])
  })
})
