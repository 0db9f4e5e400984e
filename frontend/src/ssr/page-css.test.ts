import { mentions, optimizePage, substituteVars } from './page-css'

const page = (styles: string[], body: string) =>
  `<!doctype html><html><head><meta charset="UTF-8">${styles.join('')}</head><body><div id="root">${body}</div></body></html>`

const TOKENS =
  '<style data-emotion="css-global 1x">@layer tokens{:where(html, .chakra-theme){--chakra-spacing-4:1rem;--chakra-spacing-1\\.5:0.375rem;--chakra-colors-brand-600:#1b5c57;--chakra-colors-brand-200:#9fccc7;--chakra-radii-l2:var(--chakra-radii-md);--chakra-radii-md:0.375rem;--chakra-unused:1px}' +
  ':root,.light{--chakra-colors-fg:var(--chakra-colors-brand-600)}.dark{--chakra-colors-fg:var(--chakra-colors-brand-200)}}</style>'

function styleText(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
}

describe('optimizePage', () => {
  it('writes constant tokens where they are read and keeps the ones the theme switches', () => {
    const out = optimizePage(
      page([TOKENS, '<style data-emotion="css abc">.css-abc{padding:var(--chakra-spacing-4);gap:var(--chakra-spacing-1\\.5);border-radius:var(--chakra-radii-l2);color:var(--chakra-colors-fg)}</style>'], '<p class="css-abc">x</p>'),
      '',
      '',
    )
    const css = styleText(out)
    expect(css).toContain('padding:1rem')
    expect(css).toContain('gap:0.375rem')
    expect(css).toContain('border-radius:0.375rem') // through another token
    expect(css).not.toMatch(/spacing|radii|unused/)
    // The theme's token stays a custom property, declared for light and dark, with its values written in.
    const fg = css.match(/color:var\((--[a-z]+)\)/)![1]
    expect(css).toContain(`:root,.light{${fg}:#1b5c57}`)
    expect(css).toContain(`.dark{${fg}:#9fccc7}`)
  })

  it('keeps a token a class rule sets (a colour palette) as a custom property', () => {
    const tokens = '<style>@layer tokens{:where(html, .chakra-theme){--chakra-colors-palette:#111;--chakra-colors-brand:#222}}</style>'
    const rules = '<style>.css-a{--chakra-colors-palette:var(--chakra-colors-brand);color:var(--chakra-colors-palette)}.css-b{color:var(--chakra-colors-palette)}</style>'
    const css = styleText(optimizePage(page([tokens, rules], '<a class="css-a">1</a><b class="css-b">2</b>'), '', ''))
    expect(css.match(/#222/g)).toHaveLength(1) // the brand token is constant: written where it is read, no longer declared
    expect(css).toMatch(/_a\{(--[a-z]+):#222;color:var\(\1\)\}/)
    expect(css).toMatch(/_b\{color:var\(--[a-z]+\)\}/)
    expect(css).toContain(':#111')
  })

  it('leaves out what nothing reads and keeps what the page, the script or the source reads', () => {
    const styles = [
      '<style>@layer base{@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}@keyframes marqueeX{to{translate:-50%}}@keyframes toast-in{from{opacity:0}}@keyframes unused{to{opacity:0}}}</style>',
      '<style>.css-a{animation:spin 1s;--unread:1px;--grid-columns:3;--by-inline:2px;--by-script:4px}.css-b{animation:var(--marquee) 2s}</style>',
    ]
    const body = '<div class="css-a" style="width:var(--by-inline)"></div><div class="css-b" style="--marquee:marqueeX"></div>'
    const out = optimizePage(page(styles, body), 'el.style.getPropertyValue("--by-script");el.animate("toast-in")', 'const rules = { "--grid-columns": String(c) }')
    const css = styleText(out)
    expect(css).toContain('@keyframes spin')
    expect(css).toContain('@keyframes marqueeX') // named through a custom property in an inline style
    expect(css).toContain('@keyframes toast-in') // named by the script
    expect(css).not.toMatch(/pulse|unused|--unread/)
    expect(css).toContain('--grid-columns:3') // the source's own name, read by tests
    expect(css).toContain('--by-script:4px')
    const marquee = out.match(/style="(--[a-z]+):marqueeX"/)![1] // renamed, the same in the rule and the attribute
    expect(css).toContain(`animation:var(${marquee}) 2s`)
    const inline = css.match(/(--[a-z]+):2px/)![1]
    expect(out).toContain(`style="width:var(${inline})"`)
  })

  it('gives Emotion classes and custom properties short names, the same everywhere, clashing with none', () => {
    const styles = [
      '<style data-emotion="css-global 9z">@layer tokens{.dark{--chakra-colors-bg:#000}:root{--chakra-colors-bg:#fff}}</style>',
      '<style data-emotion="css q1w2e3 r4t5y6">.css-q1w2e3{background:var(--chakra-colors-bg)}.css-q1w2e3:hover .css-r4t5y6{color:red}@media (min-width: 48rem){.css-r4t5y6{color:blue}}</style>',
    ]
    const body = '<section class="chakra-card css-q1w2e3 _a" style="--a:1"><p class="css-r4t5y6">x</p><p class="_b">y</p></section>'
    const out = optimizePage(page(styles, body), '', '')
    expect(out).not.toMatch(/css-q1w2e3|css-r4t5y6|--chakra|data-emotion/)
    const [first, second] = out.match(/class="chakra-card (_[a-z]+) _a"[^>]*><p class="(_[a-z]+)">x/)!.slice(1)
    expect(first).not.toBe(second)
    expect(['_a', '_b']).not.toContain(first) // names the page already has are skipped
    expect(['_a', '_b']).not.toContain(second)
    const css = styleText(out)
    expect(css).toContain(`.${first}:hover .${second}{color:red}`)
    expect(css).toContain(`@media (min-width: 48rem){.${second}{color:blue}}`)
    const bg = css.match(/background:var\((--[a-z]+)\)/)![1]
    expect(bg).not.toBe('--a')
    expect(css).toContain(`.dark{${bg}:#000}`)
    expect(out).toContain('style="--a:1"')
  })

  it('survives a cycle of tokens', () => {
    const tokens = '<style>@layer tokens{:where(html, .chakra-theme){--x:var(--y);--y:var(--x)}}</style><style>.css-a{width:var(--x, 4px)}</style>'
    expect(() => optimizePage(page([tokens], '<i class="css-a"></i>'), '', '')).not.toThrow()
  })
})

describe('substituteVars', () => {
  it('replaces var() by name, fallbacks included, and keeps the rest', () => {
    const map: Record<string, string> = { '--a': '1px', '--c': 'red' }
    expect(substituteVars('calc(var(--a) * 2) var(--b, var(--c)) var(--d, 3px)', (n) => map[n])).toBe('calc(1px * 2) var(--b, red) var(--d, 3px)')
  })
})

describe('mentions', () => {
  it('finds a whole name only', () => {
    expect(mentions('var(--chakra-spacing-40)', '--chakra-spacing-4')).toBe(false)
    expect(mentions('var(--chakra-spacing-4)', '--chakra-spacing-4')).toBe(true)
    expect(mentions('class="a _ab"', '_a')).toBe(false)
    expect(mentions('class="a _a"', '_a')).toBe(true)
  })
})
