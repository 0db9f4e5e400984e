// Runs browser test files side by side: a queue of (backend, file) jobs
// taken by a few lanes, the longest first, each file in its own
// `node --test` (its own server, database and Chromium, as when run alone).
// The suites mostly wait on the browser and the server, so lanes add speed
// on two cores; each file's output is printed whole when it ends.
//
//   node lanes.mjs [--lanes N] sqlite:tests/a.test.mjs postgres:tests/b.test.mjs …
//
// durations.json holds the seconds each file took on each backend when
// last measured: it only orders the queue (a file it does not know goes
// first), so a stale figure costs balance, never a result.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
let lanes = Number(process.env.BROWSER_LANES) || 3
const jobs = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--lanes') {
    lanes = Number(args[++i])
    continue
  }
  const m = /^(sqlite|postgres):(.+)$/.exec(args[i])
  if (!m) {
    console.error(`lanes.mjs: "${args[i]}" is not backend:file (backend sqlite or postgres)`)
    process.exit(2)
  }
  jobs.push({ backend: m[1], file: m[2] })
}
if (!jobs.length || !(lanes >= 1)) {
  console.error('usage: node lanes.mjs [--lanes N] sqlite|postgres:tests/file.test.mjs …')
  process.exit(2)
}

const known = JSON.parse(readFileSync(join(here, 'durations.json'), 'utf8'))
const weight = (j) => known[j.backend]?.[basename(j.file, '.test.mjs')] ?? Infinity
jobs.sort((a, b) => weight(b) - weight(a))

function run(job) {
  return new Promise((resolve) => {
    const started = Date.now()
    // The timeout is a hang guard per file, not a speed check: on a busy machine files ran 3–5× longer
    // than durations.json says (standards, 115 s there, passed 600 s once).
    const child = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=1200000', job.file], {
      cwd: here,
      env: { ...process.env, BROWSER_BACKEND: job.backend },
    })
    const out = []
    child.stdout.on('data', (b) => out.push(b))
    child.stderr.on('data', (b) => out.push(b))
    child.on('close', (code, signal) => {
      const secs = Math.round((Date.now() - started) / 1000)
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`
      process.stdout.write(`=== browser: ${job.backend} ${job.file}: ${status}, ${secs} s\n${Buffer.concat(out)}\n`)
      resolve({ ...job, ok: code === 0, secs, out: Buffer.concat(out).toString() })
    })
  })
}

/** The failing tests' part of a node --test report: from each "not ok" to the end of its YAML block, at most 400 lines. */
function failures(report) {
  const lines = report.split('\n')
  const kept = []
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*not ok /.test(lines[i])) continue
    for (let j = i; j < lines.length && j < i + 80; j++) {
      kept.push(lines[j])
      if (j > i && /^\s*\.\.\.\s*$/.test(lines[j])) break
    }
  }
  return (kept.length ? kept : lines.slice(-80)).slice(0, 400).join('\n')
}

const started = Date.now()
const queue = [...jobs]
const results = []
await Promise.all(
  Array.from({ length: Math.min(lanes, jobs.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) results.push(await run(job))
  }),
)
const failed = results.filter((r) => !r.ok)
console.log(`=== browser: ${results.length} files in ${lanes} lanes, ${Math.round((Date.now() - started) / 1000)} s`)
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${String(r.secs).padStart(4)} s  ${r.backend} ${r.file}`)
if (failed.length) {
  // Each failure's report again, last, where a log cut in the middle still shows it.
  for (const r of failed) console.log(`=== browser: why ${r.backend} ${r.file} failed\n${failures(r.out)}`)
  console.log(`${failed.length} failed: ${failed.map((r) => `${r.backend} ${r.file}`).join(', ')}`)
  process.exit(1)
}
