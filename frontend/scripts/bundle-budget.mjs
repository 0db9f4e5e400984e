// The JavaScript budget of the public site, checked on the production build
// (make test; the bench prints the same table):
// - the JavaScript a public page loads (its entry and what the entry
//   imports) is at most 180 KB gzip;
// - no chunk is over 500 KB raw;
// - no admin module is in a chunk a public page loads, at load or when the
//   app starts on the visitor's first interaction;
// - the prerendered pages load only the entry script.
// It also reports what the app loads when it starts (not budgeted: it is
// fetched after the page is interactive to read, on interaction).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const INITIAL_BUDGET = 180 * 1024
const CHUNK_LIMIT = 500 * 1024
const ADMIN = 'src/features/admin/'

const { chunks } = JSON.parse(readFileSync(join(dist, '.vite', 'bundle.json'), 'utf8'))
const byFile = new Map(chunks.map((c) => [c.file, c]))
const size = (file) => {
  const raw = readFileSync(join(dist, file))
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length }
}
/** The chunks loaded with these: their static imports, transitively. */
function closure(files) {
  const out = new Set()
  const visit = (f) => {
    if (out.has(f)) return
    out.add(f)
    byFile.get(f)?.imports.forEach(visit)
  }
  files.forEach(visit)
  return out
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const total = (set) => [...set].reduce((a, f) => ({ raw: a.raw + size(f).raw, gzip: a.gzip + size(f).gzip }), { raw: 0, gzip: 0 })

const problems = []
const entry = chunks.find((c) => c.isEntry)
if (!entry) throw new Error('bundle-budget: the build has no entry chunk')
const initial = closure([entry.file])
// The app the entry starts on interaction: its dynamic imports but the admin.
const adminEntries = chunks.filter((c) => c.isDynamicEntry && c.modules.some((m) => m.startsWith(`${ADMIN}index`)))
const started = closure([...initial, ...entry.dynamicImports.filter((f) => !adminEntries.some((a) => a.file === f))])

for (const c of chunks) {
  const s = size(c.file)
  if (s.raw > CHUNK_LIMIT) problems.push(`${c.file} is ${kb(s.raw)} raw (limit ${kb(CHUNK_LIMIT)})`)
}
for (const f of started) {
  const admin = byFile.get(f)?.modules.filter((m) => m.startsWith(ADMIN)) ?? []
  if (admin.length) problems.push(`${f}, loaded by public pages, holds admin modules: ${admin.slice(0, 3).join(', ')}`)
}
const initialSize = total(initial)
if (initialSize.gzip > INITIAL_BUDGET) problems.push(`a public page loads ${kb(initialSize.gzip)} gzip of JavaScript (budget ${kb(INITIAL_BUDGET)})`)

// The prerendered pages load the entry and nothing else.
const pages = []
const walk = (d) => readdirSync(d).forEach((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : n.endsWith('.html') && pages.push(join(d, n))))
walk(join(dist, 'pages'))
if (pages.length === 0) problems.push('no prerendered pages in dist/pages')
for (const p of pages) {
  const html = readFileSync(p, 'utf8')
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])
  for (const src of [...scripts, ...preloads]) {
    if (!initial.has(src.replace(/^\//, ''))) problems.push(`${p.slice(dist.length + 1)} loads ${src}, which is not part of the initial JavaScript`)
  }
}

const startedSize = total(started)
console.log('| JavaScript | raw | gzip | budget |')
console.log('|---|---|---|---|')
console.log(`| at load (entry ${[...initial].join(', ')}) | ${kb(initialSize.raw)} | ${kb(initialSize.gzip)} | ≤ ${kb(INITIAL_BUDGET)} gzip |`)
console.log(`| when the app starts (first interaction) | ${kb(startedSize.raw)} | ${kb(startedSize.gzip)} | reported |`)
console.log(`| largest chunk | ${kb(Math.max(...chunks.map((c) => size(c.file).raw)))} | | ≤ ${kb(CHUNK_LIMIT)} raw |`)
if (problems.length) {
  console.error(`\nbundle budget: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`\nbundle budget: ok (${pages.length} prerendered pages checked)`)
