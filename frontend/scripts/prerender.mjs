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

/**
 * The chunks the app loads when it starts on the visitor's first
 * interaction (the entry's dynamic imports and theirs, but not the admin),
 * prefetched by the page at idle so that start does not wait on the
 * network. Prefetching only downloads: nothing runs before the interaction.
 */
function appChunks() {
  const { chunks } = JSON.parse(readFileSync(join(dist, '.vite', 'bundle.json'), 'utf8'))
  const byFile = new Map(chunks.map((c) => [c.file, c]))
  const entry = chunks.find((c) => c.isEntry)
  const isAdmin = (f) => byFile.get(f)?.modules.some((m) => m.startsWith('src/features/admin/'))
  const out = new Set()
  const visit = (f) => {
    if (out.has(f) || f === entry.file || isAdmin(f)) return
    out.add(f)
    byFile.get(f)?.imports.forEach(visit)
  }
  entry.dynamicImports.forEach(visit)
  return [...out]
}
const prefetch = appChunks()
  .map((f) => `<link rel="prefetch" as="script" crossorigin href="/${f}">`)
  .join('')

rmSync(join(dist, 'pages'), { recursive: true, force: true })
mkdirSync(join(dist, 'pages'), { recursive: true })
writeFileSync(join(dist, 'pages', 'views.json'), JSON.stringify(ssr.viewConfig(), null, 1))
for (const path of ssr.prerenderPaths()) {
  const { html, styles } = ssr.render(path)
  const page = index.replace('</head>', `${styles}${prefetch}</head>`).replace('<div id="root"></div>', `<div id="root">${html}</div>`)
  const file = join(dist, 'pages', fileFor(path))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, page)
  console.log(`prerendered ${path} → pages/${fileFor(path)} (${(page.length / 1024).toFixed(0)} KB)`)
}
