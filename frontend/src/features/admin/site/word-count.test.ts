import { wordCount } from './word-count'

describe('wordCount', () => {
  it('counts as the server does', () => {
    expect(wordCount('  \n')).toBe(0)
    expect(wordCount('Jordan Avery — editor-in-chief, don\u2019t stop (2024).')).toBe(6)
    expect(wordCount('Zoë Ōtsuka')).toBe(2)
  })
})
