import { describe, expect, it } from 'vitest'
import { parseMarkup } from './markup'

describe('parseMarkup', () => {
  it('turns emphasis and links into nodes', () => {
    expect(parseMarkup('A **bold** and *soft* [link](/portfolio#music).')).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'soft' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/portfolio#music', children: [{ type: 'text', text: 'link' }] },
      { type: 'text', text: '.' },
    ])
  })

  it('keeps HTML as text and drops unsafe link targets', () => {
    expect(parseMarkup('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }])
    expect(parseMarkup('[x](javascript:alert%281%29)')).toEqual([{ type: 'text', text: 'x' }])
    expect(parseMarkup('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }])
  })
})
