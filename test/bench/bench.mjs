// make bench: the goals of issue 9 measured in one run and printed as one
// table (figure | measured | goal | met?), also written to bench/latest.md
// with the machine it ran on.
//
// It builds nothing (the Makefile builds bin/portfolio first) and runs one
// thing at a time, since the machine is small and shared:
//  1. the JavaScript budget of the production build (frontend/scripts/bundle-budget.mjs);
//  2. bin/portfolio on a fresh SQLite database with the in-process cache:
//     Lighthouse (mobile, Debian's Chromium) on every public route, then
//     wrk against its cached reads and against nginx serving the same bytes;
//  3. bin/portfolio on a fresh SQLite database with the cache in Redis: wrk
//     against it and against nginx once more;
//  4. the Go benchmarks: the cache hit against a bare net/http handler
//     (adapters/http) and the bytes of an uploaded photo's variants (app).
// Between 2's Lighthouse and wrk runs, the interaction figures of issue 20
// on a phone profile (interaction.mjs: first tap on the menu against a
// 10-line inline script, theme switch, first scroll, a Lighthouse user flow,
// script per public page).
// It exits 0 when a goal is missed (the table says so) and non-zero only
// when it could not measure.
//
// Options: --readme also puts the table into docs/OPERATIONS.md (between the
// bench:start and bench:end markers). Environment: CHROME_PATH (or
// CHROMIUM), PORTFOLIO_BIN, BENCH_REDIS_URL, and BENCH_QUICK=1 for a short
// run (one Lighthouse run a route, short wrk and Go runs) when trying the
// harness itself; BENCH_ONLY=interaction, admin or lighthouse measures those rows alone.
//
// package.json pins third-party-web and legacy-javascript (overrides) to
// the versions Lighthouse 12.8.2 resolves: a dependency of Lighthouse asks
// for them as "latest", which makes `npm ci` refuse the lock file as soon as
// a newer version is published.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { adminRows, adminRuns } from './admin-lists.mjs'
import { interactionRows, interactionRuns } from './interaction.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const ROOT = resolve(here, '..', '..')
const OUT_DIR = join(ROOT, 'bench')
const QUICK = process.env.BENCH_QUICK === '1'
const ONLY = process.env.BENCH_ONLY // 'interaction', 'admin' or 'lighthouse': that part alone
if (ONLY && !['interaction', 'admin', 'lighthouse'].includes(ONLY)) throw new Error(`BENCH_ONLY=${ONLY}: only 'interaction', 'admin' and 'lighthouse' are known`)
// The admin bench's own site signs in with these.
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-24' }

// How much is measured.
const LH_RUNS_MAIN = QUICK ? 1 : 3 // Lighthouse runs on / and /portfolio (the goal is the median of 3)
const LH_RUNS_OTHER = QUICK ? 1 : 3 // Lighthouse runs on each other public route
const LH_ATTEMPTS = 4 // a run failing with a Lighthouse runtime error (NO_NAVSTART, …) is retried up to 3 times
const WRK_SECONDS = QUICK ? 1 : 4 // each wrk run
const WRK_PAIRS = QUICK ? 1 : 2 // binary, nginx, binary, nginx: the two share the machine's noise
const WRK_CONNECTIONS = 2
const GO_BENCHTIME = QUICK ? '200ms' : '1s'
const GO_COUNT = QUICK ? 1 : 3

const CHROME = process.env.CHROME_PATH || process.env.CHROMIUM || '/usr/bin/chromium'
const BIN = process.env.PORTFOLIO_BIN || join(ROOT, 'bin', 'portfolio')
// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const NGINX = process.env.NGINX || (spawnSync('sh', ['-c', 'command -v nginx']).status === 0 ? 'nginx' : '/usr/sbin/nginx')
const REDIS_URL = process.env.BENCH_REDIS_URL || process.env.PORTFOLIO_TEST_REDIS_URL || 'redis://127.0.0.1:6379/0'

const MAIN_ROUTES = ['/', '/portfolio']
const OTHER_ROUTES = ['/about', '/portfolio/music', '/portfolio/music/neon-hearts', '/games', '/investments', '/media-press', '/speaking', '/speaking/worlds-that-pay-for-themselves', '/press-kit', '/contact']
// The cached reads measured with wrk (key: the path in nginx).
const READS = [
  { key: 'projects', path: '/api/portfolio/projects' },
  { key: 'portfolio', path: '/portfolio' },
]
const ENCODINGS = ['identity', 'gzip', 'br'] // sent as Accept-Encoding (none for identity)

class HarnessError extends Error {}
const fail = (msg) => {
  throw new HarnessError(msg)
}
const log = (...a) => console.error('[bench]', ...a)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (s.length === 0) return NaN
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const sh = (cmd, args, opts = {}) => spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...opts })
const has = (cmd) => sh('sh', ['-c', `command -v ${cmd}`]).status === 0

// Clean-up of whatever was started, also on ^C.
const cleanups = []
async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.pop()()
    } catch (e) {
      log('clean-up:', e.message)
    }
  }
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    log(`${sig}: stopping`)
    await cleanupAll()
    process.exit(130)
  })
}

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => res(port))
    })
    srv.on('error', rej)
  })
}

/** One GET with the bytes as sent (no decompression) and the raw headers. */
function get(url, headers = {}) {
  return new Promise((res, rej) => {
    const req = http.get(url, { headers, agent: false }, (r) => {
      const chunks = []
      r.on('data', (c) => chunks.push(c))
      r.on('end', () => res({ status: r.statusCode, headers: r.headers, raw: r.rawHeaders, body: Buffer.concat(chunks) }))
      r.on('error', rej)
    })
    req.on('error', rej)
    req.setTimeout(30000, () => req.destroy(new Error(`GET ${url}: timed out`)))
  })
}

async function waitFor(url, ms = 30000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await get(url)).status === 200) return
    } catch {
      // not up yet
    }
    await sleep(200)
  }
  fail(`${url} did not answer within ${ms} ms`)
}

/** utime + stime of a process in clock ticks (0 when it is gone). */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(f[11]) + Number(f[12]) // fields 14 and 15
  } catch {
    return 0
  }
}
const CLK_TCK = Number(sh('getconf', ['CLK_TCK']).stdout.trim()) || 100
function childrenOf(pid) {
  const out = []
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(d))
    } catch {
      // gone
    }
  }
  return out
}

// ---------------------------------------------------------------- machine

function machine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8')
  const model = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU'
  const memKB = Number(readFileSync('/proc/meminfo', 'utf8').match(/^MemTotal:\s+(\d+)/m)?.[1] ?? 0)
  const git = (args) => sh('git', ['-C', ROOT, ...args]).stdout?.trim() ?? ''
  const version = (cmd, args, re) => {
    const r = sh(cmd, args)
    return `${r.stdout ?? ''}${r.stderr ?? ''}`.match(re)?.[1] ?? '?'
  }
  return {
    nproc: sh('nproc', []).stdout.trim(),
    model,
    memGiB: (memKB / 1024 / 1024).toFixed(1),
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirty: git(['status', '--porcelain', '--untracked-files=no']) !== '',
    load: os.loadavg().map((l) => l.toFixed(1)).join(' '),
    kernel: os.release(),
    chromium: version(CHROME, ['--version'], /(\d+\.\d+\.\d+\.\d+)/),
    nginx: version(NGINX, ['-v'], /nginx\/(\S+)/),
    wrk: version('wrk', ['-v'], /wrk\s+(?:debian\/)?(\S+)/),
    go: version('go', ['version'], /go(\d+\.\d+(?:\.\d+)?)/),
    node: process.versions.node,
    lighthouse: JSON.parse(readFileSync(join(here, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
  }
}

function machineLine(m, endLoad) {
  return (
    `Machine: ${m.nproc} CPUs (${m.model}), ${m.memGiB} GiB RAM, Linux ${m.kernel}; ${m.date}; ` +
    `commit ${m.commit}${m.dirty ? ' with uncommitted changes in the working tree' : ''}; ` +
    `load average ${m.load} at the start, ${endLoad} at the end. ` +
    `Lighthouse ${m.lighthouse} on Chromium ${m.chromium}, nginx ${m.nginx}, wrk ${m.wrk}, Go ${m.go}, Node ${m.node}.`
  )
}

// ---------------------------------------------------------------- the site

/** bin/portfolio serve on a free loopback port with a fresh SQLite database (and Redis when redisPrefix is set). */
async function startSite(name, redisPrefix) {
  const dir = mkdtempSync(join(os.tmpdir(), `portfolio-bench-${name}-`))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const logFile = join(dir, 'server.log')
  const out = openSync(logFile, 'a')
  const child = spawn(BIN, ['serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORTFOLIO_HTTP_ADDR: `127.0.0.1:${port}`,
      PORTFOLIO_DATABASE_URL: `file:${join(dir, 'portfolio.db')}`,
      PORTFOLIO_UPLOADS_DIR: join(dir, 'uploads'),
      PORTFOLIO_PUBLIC_URL: baseUrl,
      PORTFOLIO_REDIS_URL: redisPrefix ? REDIS_URL : '',
      PORTFOLIO_CACHE_KEY_PREFIX: redisPrefix ?? '',
      PORTFOLIO_ADMIN_USERNAME: ADMIN.username,
      PORTFOLIO_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', out, out],
  })
  let exited = false
  let exitStatus = ''
  child.once('exit', (code, signal) => {
    exited = true
    exitStatus = signal ? `killed by ${signal}` : `exit status ${code}`
  })
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '')
  /** Fails the harness when the server has gone, with why and the end of its log. */
  const checkAlive = (during) => {
    if (exited) fail(`bin/portfolio serve (${name}) stopped during ${during} (${exitStatus}):\n${logTail()}`)
  }
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM')
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(10000)])
      if (!exited) child.kill('SIGKILL')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  cleanups.push(stop)
  try {
    await waitFor(`${baseUrl}/api/site`)
  } catch (e) {
    fail(`${BIN} serve (${name}) did not start: ${e.message} (${exitStatus || 'running'})\n${logTail()}`)
  }
  // Measured once its warm-up (http.warm_up, on as in production) is done:
  // a few seconds of a core that would otherwise share the first runs.
  const warmedBy = Date.now() + 120000
  while (!readFileSync(logFile, 'utf8').includes('warmed up')) {
    checkAlive('its warm-up')
    if (Date.now() > warmedBy) fail(`bin/portfolio serve (${name}) did not log "warmed up" within 120 s:\n${logTail()}`)
    await sleep(100)
  }
  log(`${name}: bin/portfolio serve on ${baseUrl} (pid ${child.pid}), warmed up`)
  return { baseUrl, pid: child.pid, dir, stop, checkAlive }
}

async function warm(site, routes) {
  for (const r of routes) {
    const res = await get(site.baseUrl + r, { 'Accept-Encoding': 'gzip, deflate, br' })
    if (res.status !== 200) fail(`GET ${r}: status ${res.status}`)
  }
}

// ---------------------------------------------------------------- bundle

function bundle() {
  const script = join(ROOT, 'frontend', 'scripts', 'bundle-budget.mjs')
  if (!existsSync(script)) fail(`${script} is missing`)
  const r = sh(process.execPath, [script], { cwd: join(ROOT, 'frontend') })
  // Issue 20's table: "a public page, in all" (its whole script) and "the admin app"; before it, "at load" and "when the app starts".
  const atLoad = r.stdout.match(/^\| (?:at load|a public page, in all) [^|]*\| ([\d.]+) KB \| ([\d.]+) KB \|/m)
  const largest = r.stdout.match(/^\| largest chunk \| ([\d.]+) KB \|/m)
  const startedApp = r.stdout.match(/^\| when the app starts [^|]*\| ([\d.]+) KB \| ([\d.]+) KB \|/m)
  const admin = r.stdout.match(/^\| the admin app [^|]*\| ([\d.]+) KB \| ([\d.]+) KB \|/m)
  const publicWhole = /^\| a public page, in all /m.test(r.stdout)
  if (!atLoad || !largest) fail(`bundle-budget.mjs printed no table (exit ${r.status}):\n${r.stdout}${r.stderr}`)
  const problems = [...(r.stderr.match(/^- .+$/gm) ?? [])].map((l) => l.slice(2))
  return {
    initialRawKB: Number(atLoad[1]),
    initialGzipKB: Number(atLoad[2]),
    appRawKB: startedApp ? Number(startedApp[1]) : NaN,
    appGzipKB: startedApp ? Number(startedApp[2]) : NaN,
    largestRawKB: Number(largest[1]),
    publicWhole,
    adminRawKB: admin ? Number(admin[1]) : NaN,
    adminGzipKB: admin ? Number(admin[2]) : NaN,
    problems,
    table: r.stdout,
  }
}

// ---------------------------------------------------------------- Lighthouse

/** The LCP element's HTML as Lighthouse saw it (for bench/latest.json). */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  for (const t of items) for (const i of t.items ?? []) if (i.node?.snippet) return i.node.snippet
  return undefined
}

async function lighthouseRuns(site) {
  process.env.CHROME_PATH = CHROME
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const results = {}
  const plan = [...MAIN_ROUTES.map((r) => [r, LH_RUNS_MAIN]), ...OTHER_ROUTES.map((r) => [r, LH_RUNS_OTHER])]
  for (const [route, runs] of plan) {
    results[route] = []
    for (let i = 0; i < runs; i++) {
      let lastError = ''
      for (let attempt = 1; attempt <= LH_ATTEMPTS; attempt++) {
        const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' })
        let lhr
        try {
          const rr = await lighthouse(site.baseUrl + route, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          })
          lhr = rr?.lhr
          if (!lhr) lastError = 'no result'
          else if (lhr.runtimeError) lastError = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          else if (Object.values(lhr.categories).some((c) => c.score === null)) lastError = 'a category has no score'
          else lastError = ''
        } catch (e) {
          lastError = e.message
        } finally {
          await chrome.kill()
        }
        if (!lastError) {
          const a = (id) => lhr.audits[id]?.numericValue
          const run = {
            performance: Math.round(lhr.categories.performance.score * 100),
            accessibility: Math.round(lhr.categories.accessibility.score * 100),
            bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
            seo: Math.round(lhr.categories.seo.score * 100),
            lcp: a('largest-contentful-paint'),
            tbt: a('total-blocking-time'),
            cls: a('cumulative-layout-shift'),
            fcp: a('first-contentful-paint'),
            benchmarkIndex: lhr.environment?.benchmarkIndex,
            lcpElement: lcpElement(lhr),
            // The audits that cost points (for bench/latest.json).
            failing: Object.values(lhr.audits)
              .filter((x) => typeof x.score === 'number' && x.score < 0.9 && x.scoreDisplayMode !== 'informative' && x.scoreDisplayMode !== 'manual')
              .map((x) => x.id),
            attempts: attempt,
          }
          results[route].push(run)
          log(`lighthouse ${route} #${i + 1}: perf ${run.performance} a11y ${run.accessibility} bp ${run.bestPractices} seo ${run.seo} ` +
            `LCP ${fmtMs(run.lcp)} TBT ${fmtMs(run.tbt)} CLS ${run.cls.toFixed(3)} FCP ${fmtMs(run.fcp)}` + (attempt > 1 ? ` (attempt ${attempt})` : ''))
          break
        }
        site.checkAlive(`Lighthouse on ${route}`)
        log(`lighthouse ${route} #${i + 1} attempt ${attempt}: ${lastError}`)
        if (attempt === LH_ATTEMPTS) fail(`Lighthouse on ${route} failed ${LH_ATTEMPTS} times: ${lastError}`)
      }
    }
  }
  const medians = {}
  for (const [route, runs] of Object.entries(results)) {
    medians[route] = { runs: runs.length }
    for (const k of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'fcp']) medians[route][k] = median(runs.map((r) => r[k]))
  }
  return { runs: results, medians }
}

// ---------------------------------------------------------------- wrk and nginx

/** The bytes the binary sends for each read and encoding, once it sends them in that encoding. */
async function fetchForms(site) {
  const forms = {}
  for (const { key, path } of READS) {
    for (const enc of ENCODINGS) {
      const headers = enc === 'identity' ? {} : { 'Accept-Encoding': enc }
      const end = Date.now() + 20000
      let res
      // The compressed forms may be made in the background: ask until they are there.
      for (;;) {
        res = await get(site.baseUrl + path, headers)
        const got = res.headers['content-encoding'] ?? 'identity'
        if (res.status === 200 && got === enc) break
        if (Date.now() > end) fail(`GET ${path} with Accept-Encoding ${enc}: status ${res.status}, Content-Encoding ${got}`)
        await sleep(200)
      }
      forms[`${enc}/${key}`] = { path, enc, res }
    }
  }
  return forms
}

// Response headers nginx does not copy: its own, or per request.
const SKIP_HEADERS = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'content-type', 'server'])

function nginxQuote(v) {
  if (v.includes('$')) fail(`a header value with $ cannot be given to nginx: ${v}`)
  return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/**
 * nginx (unprivileged where possible, in a temp prefix, on a free port)
 * serving the binary's bytes for each form, with the same headers: no
 * compression work in nginx, it sends the files as they are.
 */
async function startNginx(name, forms) {
  const dir = mkdtempSync(join(os.tmpdir(), `portfolio-bench-nginx-${name}-`))
  chmodSync(dir, 0o755) // nginx's workers read the files as nobody when started by root
  mkdirSync(join(dir, 'files'), { mode: 0o755 })
  const port = await freePort()
  const locations = []
  for (const [loc, f] of Object.entries(forms)) {
    const file = join(dir, 'files', loc.replace('/', '.'))
    writeFileSync(file, f.res.body, { mode: 0o644 })
    const add = []
    for (let i = 0; i < f.res.raw.length; i += 2) {
      const [k, v] = [f.res.raw[i], f.res.raw[i + 1]]
      if (!SKIP_HEADERS.has(k.toLowerCase())) add.push(`      add_header ${k} ${nginxQuote(v)};`)
    }
    locations.push(`    location = /${loc} {\n      default_type ${nginxQuote(f.res.headers['content-type'])};\n${add.join('\n')}\n      alias ${file};\n    }`)
  }
  const root = process.getuid?.() === 0
  const conf = `# written by test/bench/bench.mjs
${root ? `user nobody ${readFileSync('/etc/group', 'utf8').match(/^nogroup:/m) ? 'nogroup' : 'nobody'};` : ''}
daemon off;
master_process on;
worker_processes ${os.availableParallelism?.() ?? os.cpus().length};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types {}
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  open_file_cache max=64 inactive=1h;
  open_file_cache_valid 1h;
  keepalive_requests 100000000;
  keepalive_timeout 75s;
  etag off;
  if_modified_since off;
  max_ranges 0; # no Accept-Ranges header: the binary sends none
  server_tokens off;
  gzip off;
  server {
    listen 127.0.0.1:${port};
${locations.join('\n')}
  }
}
`
  const confFile = join(dir, 'nginx.conf')
  writeFileSync(confFile, conf)
  const args = ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', confFile]
  const t = sh(NGINX, ['-t', '-q', ...args])
  if (t.status !== 0) fail(`nginx -t: ${t.stderr}${t.stdout}\n${conf}`)
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  let exited = false
  child.once('exit', () => (exited = true))
  const stop = async () => {
    if (!exited) {
      child.kill('SIGQUIT')
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)])
      if (!exited) child.kill('SIGKILL')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  cleanups.push(stop)
  const baseUrl = `http://127.0.0.1:${port}`
  const first = Object.keys(forms)[0]
  try {
    await waitFor(`${baseUrl}/${first}`, 10000)
  } catch (e) {
    const err = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''
    fail(`nginx did not start: ${e.message}\n${stderr}${err}`)
  }
  // What nginx sends: the same bytes, length, type and coding (once).
  for (const [loc, f] of Object.entries(forms)) {
    const res = await get(`${baseUrl}/${loc}`, f.enc === 'identity' ? {} : { 'Accept-Encoding': f.enc })
    const count = (h) => res.raw.filter((_, i) => i % 2 === 0 && res.raw[i].toLowerCase() === h).length
    const problems = []
    if (res.status !== 200) problems.push(`status ${res.status}`)
    if (!res.body.equals(f.res.body)) problems.push(`body of ${res.body.length} bytes, not the binary's ${f.res.body.length}`)
    if (Number(res.headers['content-length']) !== f.res.body.length) problems.push(`Content-Length ${res.headers['content-length']}`)
    if (res.headers['content-type'] !== f.res.headers['content-type']) problems.push(`Content-Type ${res.headers['content-type']}`)
    if (count('content-encoding') !== (f.enc === 'identity' ? 0 : 1) || (f.enc !== 'identity' && res.headers['content-encoding'] !== f.enc))
      problems.push(`Content-Encoding sent ${count('content-encoding')} times (${res.headers['content-encoding']})`)
    if (problems.length) fail(`nginx /${loc}: ${problems.join('; ')}`)
  }
  const pids = [child.pid, ...childrenOf(child.pid)]
  log(`${name}: nginx on ${baseUrl} (master ${child.pid}, workers ${pids.slice(1).join(' ')})`)
  return { baseUrl, pids, stop }
}

function wrk(url, enc, seconds, pids) {
  const args = ['-t1', `-c${WRK_CONNECTIONS}`, `-d${seconds}s`, '-s', join(here, 'summary.lua')]
  if (enc !== 'identity') args.push('-H', `Accept-Encoding: ${enc}`)
  args.push(url)
  const before = pids.reduce((a, p) => a + cpuTicks(p), 0)
  const r = sh('wrk', args)
  const ticks = pids.reduce((a, p) => a + cpuTicks(p), 0) - before
  const line = r.stdout.split('\n').find((l) => l.startsWith('{"requests"'))
  if (r.status !== 0 || !line) fail(`wrk ${args.join(' ')}: exit ${r.status}\n${r.stdout}${r.stderr}`)
  const s = JSON.parse(line)
  const errors = s.connect + s.read + s.write + s.status + s.timeout
  if (errors) fail(`wrk ${url} (${enc}): ${errors} errors: ${line}`)
  return { ...s, cpuNs: (ticks * 1e9) / CLK_TCK }
}

/** wrk against the binary and nginx, alternating, for each read and encoding. */
async function throughput(site, name) {
  const forms = await fetchForms(site)
  const nginx = await startNginx(name, forms)
  const out = {}
  try {
    for (const [loc, f] of Object.entries(forms)) {
      const targets = { binary: { url: site.baseUrl + f.path, pids: [site.pid] }, nginx: { url: `${nginx.baseUrl}/${loc}`, pids: nginx.pids } }
      site.checkAlive(`wrk on ${f.path}`)
      for (const t of Object.values(targets)) wrk(t.url, f.enc, 1, t.pids) // warm-up
      const sum = { binary: { requests: 0, us: 0, bytes: 0, cpuNs: 0, rps: [] }, nginx: { requests: 0, us: 0, bytes: 0, cpuNs: 0, rps: [] } }
      for (let i = 0; i < WRK_PAIRS; i++) {
        for (const side of ['binary', 'nginx']) {
          const s = wrk(targets[side].url, f.enc, WRK_SECONDS, targets[side].pids)
          const acc = sum[side]
          acc.requests += s.requests
          acc.us += s.duration_us
          acc.bytes += s.bytes
          acc.cpuNs += s.cpuNs
          acc.rps.push(s.requests / (s.duration_us / 1e6))
        }
      }
      const fig = (acc) => ({
        rps: acc.requests / (acc.us / 1e6),
        runs: acc.rps.map((x) => Math.round(x)),
        bytesPerRequest: acc.bytes / acc.requests,
        cpuUsPerRequest: acc.cpuNs / acc.requests / 1000,
      })
      const b = fig(sum.binary)
      const n = fig(sum.nginx)
      out[loc] = { path: f.path, enc: f.enc, body: f.res.body.length, binary: b, nginx: n, ratio: b.rps / n.rps, cpuRatio: n.cpuUsPerRequest / b.cpuUsPerRequest }
      log(`${name} ${f.path} ${f.enc}: binary ${Math.round(b.rps)} req/s (${b.cpuUsPerRequest.toFixed(1)} µs CPU), nginx ${Math.round(n.rps)} req/s ` +
        `(${n.cpuUsPerRequest.toFixed(1)} µs CPU): ${out[loc].ratio.toFixed(2)}×; bytes a response ${Math.round(b.bytesPerRequest)} / ${Math.round(n.bytesPerRequest)}`)
    }
  } catch (e) {
    site.checkAlive('the wrk runs')
    throw e
  } finally {
    await nginx.stop()
    cleanups.splice(cleanups.indexOf(nginx.stop), 1)
  }
  return out
}

function redisAvailable() {
  if (!has('redis-cli')) return true // the binary will tell
  return sh('redis-cli', ['-u', REDIS_URL, 'ping']).stdout?.trim() === 'PONG'
}

// The keys are deleted inside Redis: some hold NUL bytes, which redis-cli's arguments cannot carry.
const DROP_KEYS_LUA = `local n, cursor = 0, '0'
repeat
  local r = redis.call('SCAN', cursor, 'MATCH', ARGV[1], 'COUNT', 1000)
  cursor = r[1]
  for _, k in ipairs(r[2]) do n = n + redis.call('DEL', k) end
until cursor == '0'
return n`

function dropRedisKeys(prefix) {
  if (!has('redis-cli')) return
  const r = sh('redis-cli', ['-u', REDIS_URL, 'eval', DROP_KEYS_LUA, '0', `${prefix}*`])
  log(`redis: dropped ${r.stdout.trim()} keys under ${prefix}`)
}

// ---------------------------------------------------------------- Go benchmarks

/** Benchmark lines of go test -bench output: name (without -GOMAXPROCS) → [{metric: value}] in order. */
function parseGoBench(out) {
  const res = {}
  for (const line of out.split('\n')) {
    const m = line.match(/^(Benchmark\S+?)(?:-\d+)?\s+(\d+)\s+(.+)$/)
    if (!m) continue
    const metrics = { iterations: Number(m[2]) }
    const parts = m[3].trim().split(/\s+/)
    for (let i = 0; i + 1 < parts.length; i += 2) metrics[parts[i + 1]] = Number(parts[i])
    ;(res[m[1]] ??= []).push(metrics)
  }
  return res
}

function goTest(pkg, bench, benchtime, count) {
  const args = ['test', '-run', '^$', '-bench', bench, '-benchtime', benchtime, '-count', String(count), pkg]
  log(`go ${args.join(' ')}`)
  const r = sh('go', args, { cwd: ROOT, env: { ...process.env, PORTFOLIO_TEST_REDIS_URL: REDIS_URL } })
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}`, bench: parseGoBench(r.stdout) }
}

/**
 * The cache hit over loopback HTTP against the bare handler writing the
 * same bytes, each run of a full-stack benchmark paired with the bare
 * handler's run of the same index in the same process: the ratio of
 * requests a second (ns/op) and of CPU time a request (cpu-ns/op, which a
 * busy machine hardly moves), as medians over the pairs.
 */
function cacheHitRatios() {
  const r = goTest('./adapters/http/', '^(BenchmarkBareHandler|BenchmarkCachedProjectsHit|BenchmarkCachedProjectsHitRedis)$/^http(-spec-headers)?(-gzip|-br)?$', GO_BENCHTIME, GO_COUNT)
  if (!r.ok) fail(`go test ./adapters/http/ failed:\n${r.out.split('\n').slice(-30).join('\n')}`)
  const b = r.bench
  const suffix = { identity: '', gzip: '-gzip', br: '-br' }
  const pair = (a, c) => {
    const A = b[a] ?? []
    const C = b[c] ?? []
    if (!A.length || !C.length) return null
    const n = Math.min(A.length, C.length)
    const wall = []
    const cpu = []
    for (let i = 0; i < n; i++) {
      wall.push(C[i]['ns/op'] / A[i]['ns/op']) // throughput of a ÷ throughput of c
      if (A[i]['cpu-ns/op'] && C[i]['cpu-ns/op']) cpu.push(C[i]['cpu-ns/op'] / A[i]['cpu-ns/op'])
    }
    return { wall: median(wall), cpu: cpu.length ? median(cpu) : NaN, pairs: n }
  }
  const out = { vsBare: {}, vsBareWithHeaders: {}, vsIdentity: {}, raw: b }
  for (const [cache, bench] of [['in-process', 'BenchmarkCachedProjectsHit'], ['Redis', 'BenchmarkCachedProjectsHitRedis']]) {
    for (const enc of ENCODINGS) {
      out.vsBare[`${cache}/${enc}`] = pair(`${bench}/http${suffix[enc]}`, `BenchmarkBareHandler/http${suffix[enc]}`)
      // The bare handler replaying the full stack's response, header lines included (the same bytes):
      // what is left is routing, middleware and the cache.
      out.vsBareWithHeaders[`${cache}/${enc}`] = pair(`${bench}/http${suffix[enc]}`, `BenchmarkBareHandler/http-spec-headers${suffix[enc]}`)
      if (enc !== 'identity') out.vsIdentity[`${cache}/${enc}`] = pair(`${bench}/http${suffix[enc]}`, `${bench}/http`)
    }
  }
  return out
}

/**
 * A visitor's cached page with the insights counting each view, against the
 * same page with counting off (BenchmarkCachedPageHit's two runs, paired by
 * index in one process): CPU a request and wall time, as medians (issue 26).
 */
function countingRatio() {
  const r = goTest('./adapters/http/', '^BenchmarkCachedPageHit$', GO_BENCHTIME, 1)
  if (!r.ok) fail(`go test ./adapters/http/ (BenchmarkCachedPageHit) failed:\n${r.out.split('\n').slice(-30).join('\n')}`)
  // The rounds are named counting-on, counting-on#01, …: in the order they ran.
  const runs = (side) =>
    Object.entries(r.bench)
      .filter(([name]) => new RegExp(`^BenchmarkCachedPageHit/${side}(#\\d+)?$`).test(name))
      .sort(([a], [b]) => Number(a.split('#')[1] ?? 0) - Number(b.split('#')[1] ?? 0))
      .flatMap(([, m]) => m)
  const on = runs('counting-on')
  const off = runs('counting-off')
  const n = Math.min(on.length, off.length)
  if (!n) return null
  const wall = []
  const cpu = []
  for (let i = 0; i < n; i++) {
    wall.push(off[i]['ns/op'] / on[i]['ns/op'])
    cpu.push(off[i]['cpu-ns/op'] / on[i]['cpu-ns/op'])
  }
  return { wall: median(wall), cpu: median(cpu), pairs: n }
}

/** The bytes of the phone's and the desktop's variants of a 4000 × 3000 upload (a Benchmark…Variant… in ./adapters/imaging reporting bytes-w<width>). */
function imageBytes() {
  const r = goTest('./adapters/imaging/', 'Variant', '1x', 1)
  const found = Object.entries(r.bench).find(([, runs]) => runs.some((m) => Object.keys(m).some((k) => /^bytes-w\d+$/.test(k))))
  if (!found) return { measured: false, why: r.ok ? 'no Benchmark…Variant… in ./adapters/imaging reports bytes-w<width>' : `go test ./adapters/imaging failed: ${r.out.split('\n').filter(Boolean).slice(-3).join(' / ')}` }
  const m = found[1][0]
  return { measured: true, name: found[0], w960: m['bytes-w960'], w1600: m['bytes-w1600'], all: m }
}

// ---------------------------------------------------------------- the table

function fmtMs(ms) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`
}
const ratio = (x) => `${x.toFixed(2)}×`
const int = (n) => Math.round(n).toLocaleString('en-US').replace(/,/g, ' ')

function table(res) {
  const rows = []
  const row = (figure, measured, goal, met) => rows.push([figure, measured, goal, met])
  const check = (value, ok, shown) => (ok ? '✓' : `missed (${shown ?? value})`)
  const notMeasured = (figure, goal, why) => row(figure, `not measured (${why})`, goal, '—')

  // Lighthouse
  const lh = res.lighthouse?.medians ?? {}
  if (res.lighthouse) for (const route of MAIN_ROUTES) {
    const m = lh[route]
    const of = `Lighthouse mobile \`${route}\`, median of ${m.runs}:`
    // Issue 44's goals for the two main routes: Performance 100 and LCP ≤ 1.3 s (issue 11's were ≥ 95 and ≤ 2.0 s).
    row(`${of} Performance`, `${m.performance}`, '100', check(m.performance, m.performance === 100))
    row(`${of} Accessibility`, `${m.accessibility}`, '100', check(m.accessibility, m.accessibility === 100))
    row(`${of} Best Practices`, `${m.bestPractices}`, '100', check(m.bestPractices, m.bestPractices === 100))
    row(`${of} SEO`, `${m.seo}`, '100', check(m.seo, m.seo === 100))
    row(`${of} LCP`, fmtMs(m.lcp), '≤ 1.3 s', check(fmtMs(m.lcp), m.lcp <= 1300))
    row(`${of} TBT`, fmtMs(m.tbt), '≤ 150 ms', check(fmtMs(m.tbt), m.tbt <= 150))
    row(`${of} CLS`, m.cls.toFixed(3), '≤ 0.05', check(m.cls.toFixed(3), m.cls <= 0.05))
    row(`${of} FCP`, fmtMs(m.fcp), 'reported', '—')
  }
  if (res.lighthouse) for (const route of OTHER_ROUTES) {
    const m = lh[route]
    row(
      `Lighthouse mobile \`${route}\`, median of ${m.runs}: Performance`,
      `${m.performance} (A11y ${m.accessibility}, BP ${m.bestPractices}, SEO ${m.seo}; LCP ${fmtMs(m.lcp)}, TBT ${fmtMs(m.tbt)}, CLS ${m.cls.toFixed(3)})`,
      '≥ 90',
      check(m.performance, m.performance >= 90),
    )
  }

  // Interaction (phone profile, issue 20)
  if (res.interaction) interactionRows(res.interaction, { row, check, notMeasured, fmtMs })
  if (res.admin) adminRows(res.admin, { row, check, fmtMs })

  if (ONLY) {
    const esc = (s) => String(s).replace(/\|/g, '\\|')
    return ['| figure | measured | goal | met? |', '|---|---|---|---|', ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n')
  }

  // Bundle
  const bu = res.bundle
  if (bu.publicWhole)
    row('JavaScript of a public page, in all, from the build (gzip)', `${bu.initialGzipKB.toFixed(1)} KB (${bu.initialRawKB.toFixed(1)} KB raw)`, '≤ 30 KB', check(`${bu.initialGzipKB.toFixed(1)} KB`, bu.initialGzipKB <= 30))
  else row('Initial JavaScript of a public route (gzip)', `${bu.initialGzipKB.toFixed(1)} KB (${bu.initialRawKB.toFixed(1)} KB raw)`, '≤ 180 KB', check(`${bu.initialGzipKB.toFixed(1)} KB`, bu.initialGzipKB <= 180))
  if (Number.isFinite(bu.adminGzipKB)) row('JavaScript of the admin app, /admin only (gzip)', `${bu.adminGzipKB.toFixed(1)} KB (${bu.adminRawKB.toFixed(1)} KB raw)`, 'reported', '—')
  if (Number.isFinite(bu.appGzipKB))
    row('JavaScript when the app starts, on the first interaction (gzip)', `${bu.appGzipKB.toFixed(1)} KB (${bu.appRawKB.toFixed(1)} KB raw)`, 'reported', '—')
  row('Largest JavaScript chunk (raw)', `${bu.largestRawKB.toFixed(1)} KB`, '≤ 500 KB', check(`${bu.largestRawKB.toFixed(1)} KB`, bu.largestRawKB <= 500))
  row('Other bundle checks (no admin code on public pages; prerendered pages load only the entry)', bu.problems.length ? bu.problems.join('; ') : 'ok', 'none fails', bu.problems.length ? `missed (${bu.problems.length})` : '✓')

  // Images
  const im = res.images
  const kB = (n) => `${(n / 1000).toFixed(1)} KB (${int(n)} B)`
  if (im.measured && Number.isFinite(im.w960)) row('4000 × 3000 photo on a 360 px phone (960 px WebP)', kB(im.w960), '≤ 120 KB', check(kB(im.w960), im.w960 <= 120_000))
  else notMeasured('4000 × 3000 photo on a 360 px phone (960 px WebP)', '≤ 120 KB', im.why ?? 'no bytes-w960')
  if (im.measured && Number.isFinite(im.w1600)) row('4000 × 3000 photo on a desktop (1600 px WebP)', kB(im.w1600), '≤ 400 KB', check(kB(im.w1600), im.w1600 <= 400_000))
  else notMeasured('4000 × 3000 photo on a desktop (1600 px WebP)', '≤ 400 KB', im.why ?? 'no bytes-w1600')

  // Go: cache hit against the bare handler, compressed against identity.
  const go = res.goBench
  const goRow = (figure, p, goal, min) => {
    if (!p) return notMeasured(figure, goal, 'benchmark missing or skipped')
    row(figure, `${ratio(p.cpu)} CPU (${ratio(p.wall)} wall), ${p.pairs} pair${p.pairs > 1 ? 's' : ''}`, goal, check(ratio(p.cpu), p.cpu >= min))
  }
  // The goal's baseline is a bare handler writing the same bytes: the very
  // response the full stack sends (every header line and the body). The
  // body-only handler, without the headers every answer must carry
  // (issue 7's policies, ~0.9 KB), is reported beside it.
  for (const cache of ['in-process', 'Redis']) {
    for (const enc of ENCODINGS) goRow(`Cache hit ÷ bare net/http handler writing the same response bytes, ${cache} cache, ${enc} (go bench)`, go.vsBareWithHeaders?.[`${cache}/${enc}`], '≥ 0.85×', 0.85)
  }
  for (const cache of ['in-process', 'Redis']) {
    for (const enc of ENCODINGS) {
      const p = go.vsBare[`${cache}/${enc}`]
      if (p) row(`Cache hit ÷ bare handler writing the body only (no security headers), ${cache} cache, ${enc} (go bench)`, `${ratio(p.cpu)} CPU (${ratio(p.wall)} wall), ${p.pairs} pair${p.pairs > 1 ? 's' : ''}`, 'reported', '—')
    }
  }
  goRow('Cached page read with the insights counting ÷ counting off, brotli (go bench)', res.counting, '≥ 0.95×', 0.95)
  for (const cache of ['in-process', 'Redis']) {
    for (const enc of ['gzip', 'br']) goRow(`Compressed ÷ identity cache hit, ${cache} cache, ${enc} (go bench)`, go.vsIdentity[`${cache}/${enc}`], '≥ 0.9×', 0.9)
  }

  // wrk: the binary against nginx serving the same bytes.
  for (const [cache, tp] of [['in-process', res.wrkInProc], ['Redis', res.wrkRedis]]) {
    for (const { key, path } of READS) {
      for (const enc of ENCODINGS) {
        const figure = `Binary ÷ nginx, same bytes, \`${path}\` ${enc}, ${cache} cache (wrk)`
        const t = tp?.[`${enc}/${key}`]
        if (!t) {
          notMeasured(figure, 'reported', tp === null ? 'no Redis' : 'not run')
          continue
        }
        const us = (x) => x.cpuUsPerRequest.toFixed(0)
        row(figure, `${ratio(t.ratio)} (${int(t.binary.rps)} vs ${int(t.nginx.rps)} req/s; CPU a request ${us(t.binary)} vs ${us(t.nginx)} µs)`, 'reported', '—')
      }
    }
  }

  const esc = (s) => String(s).replace(/\|/g, '\\|')
  return ['| figure | measured | goal | met? |', '|---|---|---|---|', ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n')
}

// ---------------------------------------------------------------- main

async function main() {
  const started = Date.now()
  const phases = []
  const phase = async (name, fn) => {
    const t = Date.now()
    log(`== ${name}`)
    const r = await fn()
    phases.push(`${name} ${Math.round((Date.now() - t) / 1000)} s`)
    return r
  }
  for (const cmd of ONLY ? [] : ['wrk', NGINX, 'go']) if (!has(cmd)) fail(`${cmd} is missing: \`make bench-tools\` installs wrk and nginx (Debian's wrk and nginx-light)`)
  if (!existsSync(CHROME)) fail(`no Chromium at ${CHROME} (make chromium installs it)`)
  if (!existsSync(BIN)) fail(`${BIN} is missing: make bin/portfolio`)
  const m = machine()
  log(`${m.nproc} CPUs (${m.model}), load ${m.load}`)

  const res = {}
  if (!ONLY) res.bundle = await phase('bundle', () => bundle())

  if (!ONLY || ONLY === 'admin') {
    // A site of its own: the 500 projects must not change what the other rows read.
    const site = await phase('start (SQLite, admin with 500 projects)', () => startSite('admin'))
    res.admin = await phase('admin with 500 projects', async () => {
      try {
        return await adminRuns(site.baseUrl, ADMIN)
      } catch (e) {
        site.checkAlive('the admin runs')
        fail(`admin runs: ${e.message}`)
      }
    })
    await site.stop()
    cleanups.splice(cleanups.indexOf(site.stop), 1)
    if (ONLY) return finish(m, res, started, phases)
  }

  const inproc = await phase('start (SQLite, in-process cache)', () => startSite('inproc'))
  await warm(inproc, [...MAIN_ROUTES, ...OTHER_ROUTES])
  if (!ONLY || ONLY === 'lighthouse') res.lighthouse = await phase('lighthouse', () => lighthouseRuns(inproc))
  if (ONLY === 'lighthouse') return finish(m, res, started, phases)
  res.interaction = await phase('interaction (phone profile)', async () => {
    try {
      return await interactionRuns(inproc.baseUrl)
    } catch (e) {
      inproc.checkAlive('the interaction runs')
      fail(`interaction runs: ${e.message}`)
    }
  })
  if (ONLY) return finish(m, res, started, phases)
  res.wrkInProc = await phase('wrk vs nginx, in-process cache', () => throughput(inproc, 'inproc'))
  await inproc.stop()
  cleanups.splice(cleanups.indexOf(inproc.stop), 1)

  if (redisAvailable()) {
    const prefix = `bench-${randomBytes(6).toString('hex')}:`
    const dropKeys = async () => dropRedisKeys(prefix)
    cleanups.push(dropKeys)
    const onRedis = await phase('start (SQLite, Redis cache)', () => startSite('redis', prefix))
    await warm(onRedis, READS.map((r) => r.path))
    res.wrkRedis = await phase('wrk vs nginx, Redis cache', () => throughput(onRedis, 'redis'))
    await onRedis.stop()
    cleanups.splice(cleanups.indexOf(onRedis.stop), 1)
  } else {
    log(`no Redis at ${REDIS_URL}: the Redis rows are not measured`)
    res.wrkRedis = null
  }

  res.goBench = await phase('go bench ./adapters/http', () => cacheHitRatios())
  res.counting = await phase('go bench ./adapters/http: page views counted', () => countingRatio())
  res.images = await phase('go bench ./adapters/imaging (image variants)', () => imageBytes())
  return finish(m, res, started, phases)
}

function finish(m, res, started, phases) {
  const endLoad = os.loadavg().map((l) => l.toFixed(1)).join(' ')
  const tbl = table(res)
  const took = Math.round((Date.now() - started) / 1000)
  const md = `${machineLine(m, endLoad)}\n\n${tbl}\n\nThe harness took ${took} s (${phases.join(', ')}).\n`
  // A partial run (BENCH_ONLY) keeps the full run's bench/latest.md and the README as they are.
  const name = ONLY ? `latest-${ONLY}` : 'latest'
  mkdirSync(OUT_DIR, { recursive: true })
  writeFileSync(join(OUT_DIR, `${name}.md`), `# make bench${ONLY ? ` (${ONLY} only)` : ''}\n\n${md}`)
  writeFileSync(join(OUT_DIR, `${name}.json`), JSON.stringify({ machine: m, ...res }, null, 2))
  if (!ONLY && process.argv.includes('--readme')) updateReadme(md)
  console.log(`\n${md}`)
  console.log(`written to ${join('bench', `${name}.md`)} (raw figures in bench/${name}.json)`)
}

function updateReadme(md) {
  const file = join(ROOT, 'docs', 'OPERATIONS.md')
  const text = readFileSync(file, 'utf8')
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  const i = text.indexOf(start)
  const j = text.indexOf(end)
  if (i < 0 || j < i) fail(`docs/OPERATIONS.md has no ${start} … ${end} block`)
  writeFileSync(file, `${text.slice(0, i + start.length)}\n${md}${text.slice(j)}`)
  log('docs/OPERATIONS.md updated')
}

try {
  await main()
  await cleanupAll()
} catch (e) {
  await cleanupAll()
  console.error(`\nbench: ${e instanceof HarnessError ? e.message : e.stack}`)
  process.exit(1)
}
