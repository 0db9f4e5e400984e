// Prerenders every public route into dist/pages/ after `vite build` and
// `vite build --ssr`: the built site.html (the public pages' shell: no app,
// only the small enhancement script of src/public) with the route's HTML in #root and
// the CSS it needs in the head. The Go server fills in the markers (site
// profile) and the head, and embeds the page's data (adapters/http).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const ssr = await import(pathToFileURL(join(root, '.ssr', 'entry-server.js')).href)
const index = readFileSync(join(dist, 'site.html'), 'utf8')
if (!index.includes('<div id="root"></div>')) throw new Error('prerender: dist/site.html has no empty #root')

/** dist/pages/<path>.html; / is index.html, the not-found page 404.html. */
function fileFor(path) {
  if (path === ssr.NOT_FOUND_PATH) return '404.html'
  if (path === '/') return 'index.html'
  return `${path.slice(1)}.html`
}

/**
 * The page's critical CSS: the design system's global styles declare every
 * token as a custom property on the root (over 500), and each one costs
 * style work on every element. Declarations no rule of the page reads,
 * directly or through another property, are left out. The app, once
 * started, needs them all (dialogs, notices): the pruned tags are renamed
 * so that Emotion does not adopt them and inserts the full global styles
 * when the app starts.
 */
function criticalStyles(styles, html) {
  const DECL = /(--[\w-]+):([^;{}]*)(;|(?=\}))/g
  const REF = /var\((--[\w-]+)/g
  const tags = [...styles.matchAll(/<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g)]
  const globals = tags.filter((t) => t[1].startsWith('css-global '))
  const declared = new Map() // name → values
  for (const [, , css] of globals) for (const [, name, value] of css.matchAll(DECL)) declared.set(name, [...(declared.get(name) ?? []), value])
  const used = new Set()
  const refs = (text) => [...text.matchAll(REF)].map((m) => m[1])
  // Read by the page's class rules, inline styles, or a global rule's own properties.
  for (const [, key, css] of tags) if (!key.startsWith('css-global ')) refs(css).forEach((v) => used.add(v))
  refs(html).forEach((v) => used.add(v))
  for (const [, , css] of globals) refs(css.replace(DECL, '')).forEach((v) => used.add(v))
  for (let grew = true; grew; ) {
    grew = false
    for (const name of [...used]) {
      for (const value of declared.get(name) ?? []) {
        for (const v of refs(value)) {
          if (!used.has(v)) {
            used.add(v)
            grew = true
          }
        }
      }
    }
  }
  let out = styles
  for (const [tag, key, css] of globals) {
    const pruned = css.replace(DECL, (d, name) => (used.has(name) ? d : ''))
    if (pruned !== css) out = out.replace(tag, `<style data-emotion-critical="${key}">${pruned}</style>`)
  }
  return out
}

rmSync(join(dist, 'pages'), { recursive: true, force: true })
mkdirSync(join(dist, 'pages'), { recursive: true })
for (const path of ssr.prerenderPaths()) {
  const rendered = ssr.render(path)
  const { html } = rendered
  const critical = criticalStyles(rendered.styles, html)
  // Last, so that without script a dark OS gets the dark values (src/ssr/no-script-theme.ts).
  const styles = critical + ssr.noScriptThemeStyle(critical)
  const page = index.replace('</head>', `${styles}</head>`).replace('<div id="root"></div>', `<div id="root">${html}</div>`)
  const file = join(dist, 'pages', fileFor(path))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, page)
  console.log(`prerendered ${path} → pages/${fileFor(path)} (${(page.length / 1024).toFixed(0)} KB)`)
}
