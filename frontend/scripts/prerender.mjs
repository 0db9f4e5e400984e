// Prerenders every public route into dist/pages/ after `vite build` and
// `vite build --ssr`: the built index.html with the route's HTML in #root and
// the CSS it needs in the head. The Go server fills in the markers (site
// profile) and the head, and embeds the page's data (adapters/http).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const ssr = await import(pathToFileURL(join(root, '.ssr', 'entry-server.js')).href)
const index = readFileSync(join(dist, 'index.html'), 'utf8')
if (!index.includes('<div id="root"></div>')) throw new Error('prerender: dist/index.html has no empty #root')

/** dist/pages/<path>.html; / is index.html, the not-found page 404.html. */
function fileFor(path) {
  if (path === ssr.NOT_FOUND_PATH) return '404.html'
  if (path === '/') return 'index.html'
  return `${path.slice(1)}.html`
}

rmSync(join(dist, 'pages'), { recursive: true, force: true })
mkdirSync(join(dist, 'pages'), { recursive: true })
writeFileSync(join(dist, 'pages', 'views.json'), JSON.stringify(ssr.viewConfig(), null, 1))
for (const path of ssr.prerenderPaths()) {
  const { html, styles } = ssr.render(path)
  const page = index.replace('</head>', `${styles}</head>`).replace('<div id="root"></div>', `<div id="root">${html}</div>`)
  const file = join(dist, 'pages', fileFor(path))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, page)
  console.log(`prerendered ${path} → pages/${fileFor(path)} (${(page.length / 1024).toFixed(0)} KB)`)
}
