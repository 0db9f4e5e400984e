// The JavaScript budget of the public site, checked on the production build
// (make test; the bench prints the same table):
// - a public page loads at most 30 KB gzip of script in all (issue 20): its
//   entry (site.html → src/public/main.ts) and what it imports;
// - that script holds no library (nothing from node_modules: no React, no
//   router, no RTK Query, no design-system runtime) but web-vitals (src/public/
//   vitals.ts, real visitors' Core Web Vitals, issue 26), and no admin module;
// - the prerendered pages load that entry and nothing else, and start no
//   other script later (no dynamic import);
// - no chunk is over 500 KB raw (the admin app's chunks included).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const PUBLIC_BUDGET = 30 * 1024
const CHUNK_LIMIT = 500 * 1024
const PUBLIC_ENTRY = 'src/public/main.ts'
// The one library a public page may load (about 3 KB gzip).
const PUBLIC_LIBRARIES = ['node_modules/web-vitals/']

const { chunks } = JSON.parse(readFileSync(join(dist, '.vite', 'bundle.json'), 'utf8'))
const byFile = new Map(chunks.map((c) => [c.file, c]))
const size = (file) => {
  const raw = readFileSync(join(dist, file))
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length }
}
/** The chunks loaded with these: their static and dynamic imports, transitively. */
function closure(files) {
  const out = new Set()
  const visit = (f) => {
    if (out.has(f)) return
    out.add(f)
    byFile.get(f)?.imports.forEach(visit)
    byFile.get(f)?.dynamicImports.forEach(visit)
  }
  files.forEach(visit)
  return out
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const total = (set) => [...set].reduce((a, f) => ({ raw: a.raw + size(f).raw, gzip: a.gzip + size(f).gzip }), { raw: 0, gzip: 0 })

const problems = []
const entry = chunks.find((c) => c.isEntry && c.modules.includes(PUBLIC_ENTRY))
if (!entry) throw new Error(`bundle-budget: the build has no entry chunk holding ${PUBLIC_ENTRY}`)
const publicScript = closure([entry.file])
const admin = chunks.find((c) => c.isEntry && c.modules.includes('src/main.tsx'))

for (const c of chunks) {
  const s = size(c.file)
  if (s.raw > CHUNK_LIMIT) problems.push(`${c.file} is ${kb(s.raw)} raw (limit ${kb(CHUNK_LIMIT)})`)
}
for (const f of publicScript) {
  const modules = byFile.get(f)?.modules ?? []
  const libraries = modules.filter((m) => m.includes('node_modules') && !PUBLIC_LIBRARIES.some((l) => m.replaceAll('\\', '/').includes(l)))
  if (libraries.length) problems.push(`${f}, loaded by public pages, holds libraries: ${libraries.slice(0, 3).join(', ')}`)
  const outside = modules.filter((m) => !m.startsWith('src/public/') && !m.endsWith('.html') && !m.includes('node_modules') && !m.startsWith('\0'))
  if (outside.length) problems.push(`${f}, loaded by public pages, holds modules outside src/public: ${outside.slice(0, 3).join(', ')}`)
}
const publicSize = total(publicScript)
if (publicSize.gzip > PUBLIC_BUDGET) problems.push(`a public page loads ${kb(publicSize.gzip)} gzip of JavaScript (budget ${kb(PUBLIC_BUDGET)})`)

// The prerendered pages load the public entry and nothing else.
const pages = []
const walk = (d) => readdirSync(d).forEach((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : n.endsWith('.html') && pages.push(join(d, n))))
walk(join(dist, 'pages'))
if (pages.length === 0) problems.push('no prerendered pages in dist/pages')
for (const p of pages) {
  const html = readFileSync(p, 'utf8')
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])
  for (const src of [...scripts, ...preloads]) {
    if (!publicScript.has(src.replace(/^\//, ''))) problems.push(`${p.slice(dist.length + 1)} loads ${src}, which is not the public pages' script`)
  }
  if (!scripts.some((s) => s.replace(/^\//, '') === entry.file)) problems.push(`${p.slice(dist.length + 1)} does not load ${entry.file}`)
}

const adminSize = admin ? total(closure([admin.file])) : { raw: 0, gzip: 0 }
console.log('| JavaScript | raw | gzip | budget |')
console.log('|---|---|---|---|')
console.log(`| a public page, in all (${[...publicScript].join(', ')}) | ${kb(publicSize.raw)} | ${kb(publicSize.gzip)} | ≤ ${kb(PUBLIC_BUDGET)} gzip |`)
console.log(`| the admin app (/admin only) | ${kb(adminSize.raw)} | ${kb(adminSize.gzip)} | reported |`)
console.log(`| largest chunk | ${kb(Math.max(...chunks.map((c) => size(c.file).raw)))} | | ≤ ${kb(CHUNK_LIMIT)} raw |`)
if (problems.length) {
  console.error(`\nbundle budget: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`\nbundle budget: ok (${pages.length} prerendered pages checked)`)
