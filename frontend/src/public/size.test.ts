/**
 * The public script's budget: main.ts and everything it imports, bundled
 * and minified as the production build would (rolldown, Vite's bundler, in
 * memory: no Vite build, a fraction of a second), must stay ≤ 30 KB gzip;
 * the aim is ≤ 10 KB. The figure is printed for the report.
 */
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'

const BUDGET = 30 * 1024
const AIM = 10 * 1024

// The one library the public script may hold: web-vitals (vitals.ts, real visitors' Core Web Vitals, issue 26).
const LIBRARIES = ['web-vitals']

it('bundles to at most 30 KB gzip, importing no library but web-vitals', async () => {
  const bundle = await rolldown({ input: resolve(process.cwd(), 'src/public/main.ts'), platform: 'browser', logLevel: 'silent' })
  const { output } = await bundle.generate({ format: 'es', minify: true })
  await bundle.close()
  const chunks = output.filter((o) => o.type === 'chunk')
  expect(chunks).toHaveLength(1)
  const [chunk] = chunks
  const library = (id: string) => id.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)?.[1]
  expect(chunk.moduleIds.map(library).filter((name) => name && !LIBRARIES.includes(name))).toEqual([])
  const gzip = gzipSync(chunk.code, { level: 9 }).length
  console.info(`public/main.ts: ${chunk.code.length} B minified, ${gzip} B gzip (budget ${BUDGET}, aim ${AIM})`)
  expect(gzip).toBeLessThanOrEqual(BUDGET)
}, 60000)
