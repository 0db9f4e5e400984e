import { describe, expect, it } from 'vitest'
import { isVideoUrl, toEmbedUrl, youtubeId } from './video'

describe('video links', () => {
  it('finds 11-character YouTube ids in the usual URL shapes', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=M7lc1UVf-VE')).toBe('M7lc1UVf-VE')
    expect(youtubeId('https://youtu.be/M7lc1UVf-VE?t=10')).toBe('M7lc1UVf-VE')
    expect(youtubeId('https://www.youtube.com/embed/M7lc1UVf-VE')).toBe('M7lc1UVf-VE')
    expect(youtubeId('https://youtube.com/shorts/M7lc1UVf-VE')).toBe('M7lc1UVf-VE')
  })

  it('embeds only ids of exactly 11 characters', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(youtubeId('https://www.youtube.com/watch?v=M7lc1UVf-VEX')).toBeNull()
    expect(youtubeId('https://vimeo.com/76979871')).toBeNull()
  })

  it('passes other URLs through unchanged', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=M7lc1UVf-VE')).toBe('https://www.youtube.com/embed/M7lc1UVf-VE')
    expect(toEmbedUrl('https://www.youtube.com/watch?v=M7lc1UVf-VE', { autoplay: true })).toBe('https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1')
    expect(toEmbedUrl('https://www.youtube.com/watch?v=bad')).toBe('https://www.youtube.com/watch?v=bad')
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://vimeo.com/76979871')
  })

  it('recognises YouTube and Vimeo hosts as video sites', () => {
    expect(isVideoUrl('https://vimeo.com/1')).toBe(true)
    expect(isVideoUrl('https://youtu.be/x')).toBe(true)
    expect(isVideoUrl('https://example.com/watch')).toBe(false)
  })
})
