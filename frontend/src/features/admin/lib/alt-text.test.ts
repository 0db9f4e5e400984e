import { altIsFileName } from './alt-text'

describe('altIsFileName', () => {
  it.each([
    ['IMG_0042.jpg', '/uploads/abc.jpg', true],
    ['photo.JPEG', '/uploads/abc.jpg', true],
    ['shot.webp', '/images/x.png', true],
    ['abc.png', '/uploads/abc.png', true],
    ['abc', '/uploads/abc', true],
    ['The team on stage', '/uploads/abc.jpg', false],
    ['Version 2.0 launch', '/uploads/abc.jpg', false],
    ['', '/uploads/abc.jpg', false],
  ])('%s (src %s) → %s', (alt, src, expected) => {
    expect(altIsFileName({ alt, src, decorative: false })).toBe(expected)
  })

  it('never marks a decorative image', () => {
    expect(altIsFileName({ alt: 'IMG_1.jpg', src: '/uploads/a.jpg', decorative: true })).toBe(false)
  })
})
