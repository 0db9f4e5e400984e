// Prerenders every public route into dist/pages/ after `vite build` and
// `vite build --ssr`: the built site.html (the public pages' shell: no app,
// only the small enhancement script of src/public) with the route's HTML in #root and
// the CSS it needs in the head. The Go server fills in the markers (site
// profile) and the head, and embeds the page's data (adapters/http).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
 * Text whose custom property and class names the page's CSS must keep
 * (src/ssr/page-css.ts): the public script as the pages load it (site.html's
 * module and what it preloads), and the components' source (tests and the
 * build's own code left out), whose names (`--grid-columns`, `--marquee`)
 * tests and scripts read.
 */
const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'ssr' ? [] : sourceFiles(join(dir, e.name))) : /(?<!\.test)\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  )
const scripts = [...index.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => join(dist, m[1]))
if (scripts.length === 0) throw new Error('prerender: dist/site.html loads no script')
const read = (files) => files.map((f) => readFileSync(f, 'utf8')).join('\n')
const script = read(scripts)
const source = read(sourceFiles(join(root, 'src')))

rmSync(join(dist, 'pages'), { recursive: true, force: true })
mkdirSync(join(dist, 'pages'), { recursive: true })
for (const path of ssr.prerenderPaths()) {
  const rendered = ssr.render(path)
  const { html } = rendered
  // Last, so that without script a dark OS gets the dark values (src/ssr/no-script-theme.ts).
  const styles = rendered.styles + ssr.noScriptThemeStyle(rendered.styles)
  const page = ssr.optimizePage(index.replace('</head>', `${styles}</head>`).replace('<div id="root"></div>', `<div id="root">${html}</div>`), script, source)
  const file = join(dist, 'pages', fileFor(path))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, page)
  console.log(`prerendered ${path} → pages/${fileFor(path)} (${(page.length / 1024).toFixed(0)} KB)`)
}
