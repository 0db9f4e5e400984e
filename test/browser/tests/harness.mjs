// Shared set-up of the browser suite: the site under test (BASE_URL, or the
// built binary started on a fresh database) and a headless Chromium.
import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
export const ROOT = resolve(here, '..', '..', '..')
export const SCREENSHOTS = resolve(here, '..', 'screenshots')
export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 360, height: 780 }

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

async function waitFor(url, ms = 30000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      const r = await fetch(url)
      if (r.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

/**
 * The storage the binary runs on: SQLite and the in-process cache by default,
 * or, with BROWSER_BACKEND=postgres, a fresh PostgreSQL database (created and
 * dropped with psql) and Redis with a key prefix of its own.
 */
function backend(dir) {
  if (process.env.BROWSER_BACKEND !== 'postgres') {
    return { env: { PORTFOLIO_DATABASE_URL: `file:${join(dir, 'portfolio.db')}`, PORTFOLIO_REDIS_URL: '' }, drop: () => {} }
  }
  const name = `portfolio_browser_${randomBytes(6).toString('hex')}`
  const psql = (sql) => execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' })
  psql(`CREATE DATABASE ${name}`)
  return {
    env: {
      PORTFOLIO_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}?sslmode=disable`,
      PORTFOLIO_REDIS_URL: process.env.PORTFOLIO_TEST_REDIS_URL || 'redis://127.0.0.1:6379/0',
      PORTFOLIO_CACHE_KEY_PREFIX: `${name}:`,
    },
    drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/** Starts bin/portfolio (or PORTFOLIO_BIN) on a free loopback port with env; resolves once it answers. */
async function serve(env) {
  const port = await freePort()
  const child = spawn(process.env.PORTFOLIO_BIN || join(ROOT, 'bin', 'portfolio'), ['serve'], {
    cwd: ROOT,
    // No warm-up (http.warm_up): a few seconds of a core at every start, beside the other lanes' browsers.
    env: { ...process.env, PORTFOLIO_HTTP_ADDR: `127.0.0.1:${port}`, PORTFOLIO_HTTP_WARM_UP: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(`http://127.0.0.1:${port}/api/site`)
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
  }
  return { port, stop }
}

/**
 * The site to test: BASE_URL when set, else bin/portfolio (or PORTFOLIO_BIN)
 * on a fresh database (with demo content). With host 'localhost' the
 * browser reaches it as http://localhost:PORT, the only local name passkeys
 * work on (the server takes a loopback public URL for localhost).
 * startAnother() starts a second instance on the same database (and Redis)
 * with the same environment.
 */
export async function startSite(extraEnv = {}, { host = '127.0.0.1' } = {}) {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} }
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-browser-'))
  const store = backend(dir)
  const env = { PORTFOLIO_UPLOADS_DIR: join(dir, 'uploads'), ...store.env, ...extraEnv }
  const first = await serve(env)
  const others = []
  return {
    baseUrl: `http://${host}:${first.port}`,
    backend: process.env.BROWSER_BACKEND === 'postgres' ? 'postgres' : 'sqlite',
    startAnother: async (moreEnv = {}) => {
      const other = await serve({ ...env, ...moreEnv })
      others.push(other)
      return { baseUrl: `http://${host}:${other.port}`, stop: other.stop }
    },
    stop: async () => {
      for (const o of others) await o.stop()
      await first.stop()
      store.drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** How every suite runs Chromium (Playwright's and Lighthouse's): headless, and nothing fetched but the pages under test. */
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_FLAGS })
}

/**
 * A page that records any request leaving the site's origin (and blocks it:
 * no page may need one), page errors, and starts with a theme preference.
 * It also records every Content-Security-Policy violation, and closing it
 * fails the test when there was one: the site must work under its policy.
 */
export async function openPage(browser, baseUrl, { viewport = DESKTOP, theme, reducedMotion = 'no-preference', userAgent, timezoneId } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion, ...(userAgent ? { userAgent } : {}), ...(timezoneId ? { timezoneId } : {}) })
  if (theme) await context.addInitScript((t) => localStorage.getItem('vite-ui-theme') || localStorage.setItem('vite-ui-theme', t), theme)
  const page = await context.newPage()
  page.external = []
  page.errors = []
  page.csp = []
  // A binding rather than a list in the page, so violations survive navigation.
  await context.exposeBinding('__cspViolation', (_source, v) => page.csp.push(v))
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolation(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile || e.documentURI}:${e.lineNumber}`),
    ),
  )
  // Chromium also reports them on the console, including those no event reaches.
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && page.csp.push(m.text()))
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
    page.external.push(url)
    return route.abort()
  })
  page.on('pageerror', (e) => page.errors.push(e.message))
  page.close = async () => {
    // A round trip lets reports already sent by the page arrive first.
    await page.evaluate(() => 0).catch(() => {})
    await context.close()
    assert.deepEqual(page.csp, [], 'no Content-Security-Policy violation')
  }
  return page
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Loads axe into the page once. It is evaluated through DevTools, which the
 * page's Content-Security-Policy does not govern: a <script> tag of it would
 * be refused, as it should be.
 */
export async function addAxe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;0`)
}

/** Scrolls through the page so every section has entered the viewport once. */
export async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 40))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(600)
}

/** Retries an assertion until it passes or the time is up (a hang guard: on a busy CI machine a state can take seconds to come). */
export async function eventually(assertion, ms = 15000) {
  const end = Date.now() + ms
  for (;;) {
    try {
      return await assertion()
    } catch (e) {
      if (Date.now() > end) throw e
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

/**
 * A project of the site's public list that has a page (its path, from the
 * API, never guessed), preferring the one with the most images: the project
 * as GET /api/portfolio/projects gives it. The site under test must have one.
 */
export async function projectWithPage(baseUrl) {
  const res = await fetch(`${baseUrl}/api/portfolio/projects`)
  assert.equal(res.status, 200, 'the public project list')
  const images = (p) => new Set([p.imageUrl, ...(p.galleryImages ?? []).map((g) => g.src)].filter(Boolean)).size
  const withPage = (await res.json()).filter((p) => p.path && p.slug).sort((a, b) => images(b) - images(a))
  assert.ok(withPage.length > 0, 'no project of the public list has a page (slug and path)')
  return withPage[0]
}

/** The page at path; `script` false renders the server's HTML alone (its close() closes its context). */
export async function visitPage(browser, baseUrl, path, { viewport = DESKTOP, script = true } = {}) {
  let page
  if (script) page = await openPage(browser, baseUrl, { viewport, reducedMotion: 'reduce' })
  else {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false, reducedMotion: 'reduce' })
    page = await context.newPage()
    page.close = () => context.close()
  }
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
  return page
}
