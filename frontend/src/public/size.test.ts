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

it('bundles to at most 30 KB gzip, importing no library', async () => {
  const bundle = await rolldown({ input: resolve(process.cwd(), 'src/public/main.ts'), platform: 'browser', logLevel: 'silent' })
  const { output } = await bundle.generate({ format: 'es', minify: true })
  await bundle.close()
  const chunks = output.filter((o) => o.type === 'chunk')
  expect(chunks).toHaveLength(1)
  const [chunk] = chunks
  expect(chunk.moduleIds.filter((id) => id.includes('node_modules'))).toEqual([])
  const gzip = gzipSync(chunk.code, { level: 9 }).length
  console.info(`public/main.ts: ${chunk.code.length} B minified, ${gzip} B gzip (budget ${BUDGET}, aim ${AIM})`)
  expect(gzip).toBeLessThanOrEqual(BUDGET)
}, 60000)
