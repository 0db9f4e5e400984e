import { describe, expect, it } from 'vitest'
import { side, tokens, wordDiff, type DiffPart } from './word-diff'

const join = (parts: DiffPart[], which: 'before' | 'after') =>
  side(parts, which)
    .map((p) => p.text)
    .join('')

describe('wordDiff', () => {
  it('splits text into words and the whitespace between them', () => {
    expect(tokens('one  two\nthree')).toEqual(['one', '  ', 'two', '\n', 'three'])
    expect(tokens('')).toEqual([])
  })

  it('answers one equal run for the same text and nothing for two empty texts', () => {
    expect(wordDiff('same words', 'same words')).toEqual([{ op: 'equal', text: 'same words' }])
    expect(wordDiff('', '')).toEqual([])
  })

  it('marks a replaced word as deleted then inserted, keeping what both share', () => {
    expect(wordDiff('The quick fox', 'The slow fox')).toEqual([
      { op: 'equal', text: 'The ' },
      { op: 'delete', text: 'quick' },
      { op: 'insert', text: 'slow' },
      { op: 'equal', text: ' fox' },
    ])
  })

  it('finds words added and removed in the middle and at either end', () => {
    const parts = wordDiff('alpha beta gamma', 'zero alpha gamma delta')
    expect(parts.filter((p) => p.op === 'insert').map((p) => p.text.trim())).toEqual(['zero', 'delta'])
    expect(parts.filter((p) => p.op === 'delete').map((p) => p.text.trim())).toEqual(['beta'])
    expect(join(parts, 'before')).toBe('alpha beta gamma')
    expect(join(parts, 'after')).toBe('zero alpha gamma delta')
  })

  it('joins a change that a single shared space splits into one run', () => {
    expect(wordDiff('A new take', 'An old take')).toEqual([
      { op: 'delete', text: 'A new' },
      { op: 'insert', text: 'An old' },
      { op: 'equal', text: ' take' },
    ])
  })

  it('handles an empty side as all inserted or all deleted', () => {
    expect(wordDiff('', 'new text')).toEqual([{ op: 'insert', text: 'new text' }])
    expect(wordDiff('old text', '')).toEqual([{ op: 'delete', text: 'old text' }])
  })

  it('gives both texts back for any pair, including line breaks and punctuation', () => {
    const pairs: [string, string][] = [
      ['Line one.\nLine two, with more.', 'Line one!\nLine two, with more and more.'],
      ['a b c d e f', 'f e d c b a'],
      ['  leading and trailing  ', 'leading and trailing'],
    ]
    for (const [before, after] of pairs) {
      const parts = wordDiff(before, after)
      expect(join(parts, 'before')).toBe(before)
      expect(join(parts, 'after')).toBe(after)
      // Runs of one kind are merged.
      parts.forEach((p, i) => expect(p.op).not.toBe(parts[i + 1]?.op))
    }
  })

  it('falls back to a whole replacement for texts too long to compare word by word', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ')
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ')
    const parts = wordDiff(`start ${before} end`, `start ${after} end`)
    expect(parts.map((p) => p.op)).toEqual(['equal', 'delete', 'insert', 'equal'])
  })
})
