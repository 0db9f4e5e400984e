import { describe, expect, it } from 'vitest'
import { kindFromHost, linkKind } from './link-kind'

describe('link icon kind', () => {
  it('uses the link type when it says what the link is', () => {
    expect(linkKind({ url: 'https://example.com', type: 'youtube' })).toBe('video')
    expect(linkKind({ url: 'https://example.com', type: 'imdb' })).toBe('movie-database')
    expect(linkKind({ url: 'https://example.com', type: 'article' })).toBe('article')
    expect(linkKind({ url: 'https://example.com', type: 'download' })).toBe('download')
    expect(linkKind({ url: 'https://example.com', type: 'website' })).toBe('website')
  })

  it('guesses from the host for other, empty or missing types', () => {
    expect(linkKind({ url: 'https://youtu.be/abcdefghijk', type: 'other' })).toBe('video')
    expect(linkKind({ url: 'https://vimeo.com/123', type: null })).toBe('video')
    expect(linkKind({ url: 'https://www.imdb.com/title/tt1', type: '' })).toBe('movie-database')
    expect(linkKind({ url: 'https://www.metacritic.com/game/x' })).toBe('review')
    expect(linkKind({ url: 'https://www.rottentomatoes.com/m/x' })).toBe('review')
    expect(linkKind({ url: 'https://open.spotify.com/album/1' })).toBe('streaming')
    expect(linkKind({ url: 'https://www.netflix.com/title/1' })).toBe('streaming')
    expect(linkKind({ url: 'https://example.com/project' })).toBe('website')
  })

  it('treats unparsable URLs as websites', () => {
    expect(kindFromHost('not a url')).toBe('website')
  })
})
