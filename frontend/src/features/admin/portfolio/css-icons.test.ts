import { describe, expect, it } from 'vitest'
import { CSS_ICONS, cssIconStyles, cssIconUrl } from './css-icons'

describe('CSS icons', () => {
  it('draws each icon as an SVG data URL usable as a mask', () => {
    for (const icon of CSS_ICONS) {
      const url = cssIconUrl(icon)
      expect(url).toMatch(/^url\("data:image\/svg\+xml,%3Csvg%20/)
      const svg = decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2))
      expect(svg).toContain('viewBox="0 0 24 24"')
      expect(svg).toMatch(/<(path|circle|rect|line) /)
      // A double quote would end the url("…") early.
      expect(url.slice(5, -2)).not.toContain('"')
    }
  })

  it('gives every icon a rule, painted in the text colour', () => {
    const styles = cssIconStyles()
    expect(styles['& [data-css-icon]::before']).toMatchObject({ backgroundColor: 'currentColor', content: '""' })
    for (const icon of CSS_ICONS) expect(styles[`& [data-css-icon="${icon}"]::before`].maskImage).toBe(cssIconUrl(icon))
  })
})
