import createCache from '@emotion/cache'
import { css as serialize } from '@emotion/react'
import { describe, expect, it } from 'vitest'
import { webkitPrefixer } from './webkit-prefixer'

/** The CSS the cache writes for a style object under `.x`. */
function css(styles: Record<string, string>) {
  const cache = createCache({ key: 'x', stylisPlugins: [webkitPrefixer] })
  const rules: string[] = []
  const sheet = { ...cache.sheet, insert: (rule: string) => void rules.push(rule) }
  cache.insert('.x', serialize(styles), sheet as typeof cache.sheet, true)
  return rules.join('')
}

describe('webkitPrefixer', () => {
  it('writes flex, transitions and appearance once, unprefixed', () => {
    const out = css({ display: 'flex', alignItems: 'center', transition: 'opacity 1s', appearance: 'none', flexShrink: '0' })
    expect(out).toBe('.x{display:flex;align-items:center;transition:opacity 1s;appearance:none;flex-shrink:0;}')
  })

  it('adds -webkit- where Safari needs it, and nothing for -moz- or -ms-', () => {
    const out = css({ userSelect: 'none', backdropFilter: 'blur(4px)', backgroundClip: 'text' })
    expect(out).toBe('.x{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);-webkit-background-clip:text;background-clip:text;}')
  })

  it('leaves background-clip other than text alone', () => {
    expect(css({ backgroundClip: 'padding-box' })).toBe('.x{background-clip:padding-box;}')
  })
})
