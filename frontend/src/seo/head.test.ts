import { describe, expect, it } from 'vitest'
import { applyHead, routeMeta, SEO_ROUTES } from './head'

describe('routes.json', () => {
  it('has one row per public route', () => {
    expect(SEO_ROUTES.map((r) => r.path)).toEqual(['/', '/about', '/portfolio', '/games', '/investments', '/media-press', '/contact'])
    for (const r of SEO_ROUTES) expect(['profile', 'website']).toContain(r.ogType)
  })

  it('titles /portfolio/<section> like the server, and nothing else', () => {
    expect(routeMeta('/portfolio/film-animation')?.title).toBe('Film, Animation & Documentaries – Portfolio | {name}')
    expect(routeMeta('/portfolio/character-design')?.title).toBe('Character Design – Portfolio | {name}')
    expect(routeMeta('/portfolio/nope')).toBeUndefined()
    expect(routeMeta('/contact/')?.title).toBe('Contact | {name}')
  })
})

describe('applyHead', () => {
  it("fills the owner's name and tagline from the site profile, as the server does", () => {
    const home = routeMeta('/')!
    applyHead({ ...home, baseUrl: 'https://site.example', name: 'Sam Doe', tagline: 'Builder of Worlds' })
    expect(document.title).toBe('Sam Doe | Builder of Worlds')
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Sam Doe | Builder of Worlds')
  })

  it("leaves the server's share image tags as sent (the owner's image, at 1200 × 630)", () => {
    const image = 'https://site.example/uploads/0a1b-og.jpg'
    document.head.innerHTML = `<meta property="og:image" content="${image}"><meta property="og:image:width" content="1200"><meta name="twitter:image" content="${image}">`
    applyHead({ ...routeMeta('/about')!, baseUrl: 'https://site.example', name: 'Sam Doe' })
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(image)
    expect(document.querySelector('meta[name="twitter:image"]')?.getAttribute('content')).toBe(image)
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://site.example/about')
  })
})
