import { needsDescription } from './alt-text'

describe('needsDescription', () => {
  it.each([
    ['IMG_0042.jpg', '/uploads/abc.jpg', true],
    ['photo.JPEG', '/uploads/abc.jpg', true],
    ['shot.webp', '/images/x.png', true],
    ['abc.png', '/uploads/abc.png', true],
    ['abc', '/uploads/abc', true],
    ['abc', '/uploads/abc.png', true],
    ['IMG_0042', '/uploads/abc.jpg', true],
    ['DSC01234', '/uploads/abc.jpg', true],
    ['photo-2024-05-01', '/uploads/abc.jpg', true],
    ['', '/uploads/abc.jpg', true],
    ['   ', '/uploads/abc.jpg', true],
    ['The team on stage', '/uploads/abc.jpg', false],
    ['Version 2.0 launch', '/uploads/abc.jpg', false],
    ['Backstage', '/uploads/abc.jpg', false],
  ])('%s (src %s) → %s', (alt, src, expected) => {
    expect(needsDescription({ alt, src, decorative: false })).toBe(expected)
  })

  it('never marks a decorative image', () => {
    expect(needsDescription({ alt: 'IMG_1.jpg', src: '/uploads/a.jpg', decorative: true })).toBe(false)
    expect(needsDescription({ alt: '', src: '/uploads/a.jpg', decorative: true })).toBe(false)
  })
})
