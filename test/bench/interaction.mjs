// make bench, "Interaction (phone profile)": what a visitor feels after the
// first paint (issue 20's goals), on the phone profile of the browser suite
// (test/browser/tests/server-html.test.mjs's phonePage): Chromium, CPU
// throttled 4×, 150 ms round trip, 1.6 Mbps down, 750 kbps up, 360 × 780,
// touch; every run in a fresh context (cold cache), demo content.
//
//  1. The first tap on the menu of `/`: from the tap (a timestamp taken in
//     the page by a capturing pointerdown/touchstart listener) until a frame
//     after `#mobile-menu` is open (`:popover-open`) or visible; the same on
//     the baseline, the same server HTML with no script but a 10-line inline
//     menu script (see BASELINE_SCRIPT); the ratio of the two medians.
//  2. The theme switch: from the tap until a frame after `<html>`'s class
//     changed.
//  3. The first scroll on `/`, `/portfolio`, `/media-press`: a 900 px
//     (wheel-like) scroll after the load event, then the long tasks of the 2 s after it
//     (total blocking time: Σ max(0, duration − 50 ms); the longest task),
//     and whether scrollY still is where the visitor left it.
//  4. A Lighthouse timespan user flow on `/portfolio` (puppeteer-core):
//     tap the menu, tap it again (closed), tap the index entry 'Music', open the first
//     video of the section in its dialog; INP and TBT of the timespan.
//  5. Script a public page requests: the gzip bytes (level 9, as
//     frontend/scripts/bundle-budget.mjs counts) of every script response
//     seen in the runs above, per page; the largest page against 30 KB.
//
// `node interaction.mjs <base URL>` runs this part alone against a running
// site and prints its figures as JSON (BENCH_QUICK=1: one run of each).
import http from 'node:http'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const QUICK = process.env.BENCH_QUICK === '1'
const RUNS = QUICK ? 1 : 3
// The menu's tap is one or two frames either way (about 45 ms), so one frame moves the ratio by 0.3:
// its median takes more runs, interleaved with the baseline's.
const MENU_RUNS = QUICK ? 3 : 7
const CHROME = process.env.CHROME_PATH || process.env.CHROMIUM || '/usr/bin/chromium'
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export const PHONE = {
  viewport: { width: 360, height: 780 },
  cpu: 4,
  latencyMs: 150,
  downKbps: 1.6 * 1024,
  upKbps: 750,
}
const SCROLL_PATHS = ['/', '/portfolio', '/media-press']
const SCROLL_PX = 900
const AFTER_SCROLL_MS = 2000
const TIMEOUT = 20000

const log = (...a) => console.error('[bench]', ...a)
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (s.length === 0) return NaN
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

// ---------------------------------------------------------------- in the page

/**
 * Installed before any of the page's own script (addInitScript). The first
 * pointerdown/touchstart (capturing, on window: before any handler of the
 * page) stamps performance.now() and, when a watch is set (window.__benchWatch
 * = 'menu' | 'theme'), polls with requestAnimationFrame until it holds, then
 * stamps the next frame: the frame that shows the change has been produced.
 * Long tasks are observed from the start.
 */
function initScript() {
  const b = (window.__bench = { taps: [], done: null, longtasks: [] })
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) b.longtasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    b.longtasks = null
  }
  const menuOpen = () => {
    const m = document.getElementById('mobile-menu')
    if (!m) return false
    try {
      if (m.matches(':popover-open')) return true
    } catch {
      // no :popover-open
    }
    return typeof m.checkVisibility === 'function' ? m.checkVisibility() : m.getClientRects().length > 0
  }
  const onDown = () => {
    const t = performance.now()
    b.taps.push(t)
    const watch = window.__benchWatch
    if (!watch || b.watching) return
    b.watching = true
    const cls = document.documentElement.className
    const holds = watch === 'menu' ? menuOpen : () => document.documentElement.className !== cls
    const poll = () => {
      if (!holds()) return requestAnimationFrame(poll)
      requestAnimationFrame(() => {
        b.done = { start: t, end: performance.now() }
      })
    }
    requestAnimationFrame(poll)
  }
  window.addEventListener('pointerdown', onDown, { capture: true })
  window.addEventListener('touchstart', onDown, { capture: true, passive: true })
}

// ---------------------------------------------------------------- baseline

/**
 * The baseline of the first-tap goal: the server's HTML for `/` with every
 * <script> removed (and the module preloads, which would fetch script) and
 * this inline script put first in <body>. The menu button loses its
 * `popovertarget`, so the menu opens by this script alone (a page with
 * 10 lines of script and nothing else: the floor the goal compares to);
 * when the server HTML has no #mobile-menu (an app that renders it on open),
 * the script makes it from the main navigation.
 */
const BASELINE_SCRIPT = `<script>
document.addEventListener('click', function (e) {
  var b = e.target.closest && e.target.closest('[aria-controls="mobile-menu"]'); if (!b) return
  var m = document.getElementById('mobile-menu')
  if (!m) { m = document.createElement('div'); m.id = 'mobile-menu'; m.setAttribute('popover', 'auto')
    var n = document.querySelector('nav'); if (n) m.appendChild(n.cloneNode(true)); document.body.appendChild(m) }
  if (m.togglePopover) m.togglePopover(); else m.hidden = !m.hidden
  b.setAttribute('aria-expanded', String(m.matches(':popover-open') || !m.hidden))
})
</script>`

export function baselineHtml(html) {
  let out = html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
    .replace(/\s+popovertarget=(?:"mobile-menu"|'mobile-menu'|mobile-menu)(?=[\s/>])/gi, '')
  if (!/<body\b[^>]*>/i.test(out)) throw new Error('baseline: the page has no <body>')
  out = out.replace(/<body\b[^>]*>/i, (m) => m + BASELINE_SCRIPT)
  return out
}

/**
 * A loopback proxy in front of the site that answers `/` with the baseline
 * HTML, compressed as the site would (br or gzip), and passes everything else
 * through. A proxy rather than page.route: a response fulfilled by the
 * driver skips Chromium's network emulation, and the baseline's bytes must
 * come through the same throttled network as the page's.
 */
async function startBaselineProxy(baseUrl) {
  const up = new URL(baseUrl)
  const src = await new Promise((res, rej) =>
    http.get(`${baseUrl}/`, { headers: { 'Accept-Encoding': 'identity' } }, (r) => {
      const chunks = []
      r.on('data', (c) => chunks.push(c))
      r.on('end', () => res({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks).toString('utf8') }))
      r.on('error', rej)
    }).on('error', rej),
  )
  if (src.status !== 200) throw new Error(`baseline: GET / answered ${src.status}`)
  const html = Buffer.from(baselineHtml(src.body))
  const forms = { br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }), identity: html }
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/' || req.url.startsWith('/?'))) {
      const accept = String(req.headers['accept-encoding'] ?? '')
      const enc = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity'
      const headers = { 'Content-Type': src.headers['content-type'] ?? 'text/html; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' }
      if (enc !== 'identity') headers['Content-Encoding'] = enc
      res.writeHead(200, headers)
      res.end(forms[enc])
      return
    }
    const p = http.request({ host: up.hostname, port: up.port, method: req.method, path: req.url, headers: { ...req.headers, host: up.host } }, (r) => {
      res.writeHead(r.statusCode, r.headers)
      r.pipe(res)
    })
    p.on('error', () => res.destroy())
    req.pipe(p)
  })
  const port = await new Promise((res, rej) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => res(port))
    })
    s.on('error', rej)
  })
  await new Promise((r) => server.listen(port, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${port}`, htmlBytes: html.length, close: () => new Promise((r) => server.close(r)) }
}

// ---------------------------------------------------------------- Playwright runs

async function phonePage(browser, scripts) {
  const context = await browser.newContext({ viewport: PHONE.viewport, hasTouch: true, isMobile: true })
  await context.addInitScript(initScript)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE.upKbps * 1024) / 8,
  })
  page.cdp = cdp
  page.errors = []
  page.on('pageerror', (e) => page.errors.push(e.message))
  // Every script response, under the path of the page that asked for it.
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return
    const at = new URL(page.url()).pathname
    try {
      const body = await r.body()
      scripts.record(at, r.url(), body)
    } catch {
      scripts.record(at, r.url(), null)
    }
  })
  page.done = () => context.close()
  return page
}

/** Navigates, waits for the control to be visible (the first paint), taps it and returns the tap → frame time. */
async function timeTap(browser, scripts, url, locate, watch) {
  const page = await phonePage(browser, scripts)
  try {
    await page.addInitScript((w) => {
      window.__benchWatch = w
    }, watch)
    await page.goto(url, { waitUntil: 'commit' })
    const control = locate(page)
    await control.waitFor({ state: 'visible', timeout: TIMEOUT })
    await control.tap({ timeout: TIMEOUT })
    const done = await page.waitForFunction(() => window.__bench.done, null, { timeout: TIMEOUT, polling: 100 })
    const { start, end } = await done.jsonValue()
    return { ms: end - start, errors: page.errors }
  } finally {
    await page.done()
  }
}

async function firstScroll(browser, scripts, url) {
  const page = await phonePage(browser, scripts)
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60000 })
    const t0 = await page.evaluate(() => performance.now())
    // A wheel-like gesture (Chromium's synthetic scroll, mouse source): it
    // scrolls exactly SCROLL_PX and returns when done. The touch source does
    // not scroll in headless Chromium, and touch events fling on past the
    // last move, which would read as the page moving by itself.
    let how = 'wheel'
    try {
      await page.cdp.send('Input.synthesizeScrollGesture', { x: 180, y: 400, yDistance: -SCROLL_PX, gestureSourceType: 'mouse', speed: 1200 })
    } catch {
      how = 'scrollBy'
      await page.evaluate((px) => window.scrollBy(0, px), SCROLL_PX)
    }
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.waitForTimeout(AFTER_SCROLL_MS)
    const after = await page.evaluate((t) => ({ y: window.scrollY, tasks: window.__bench.longtasks && window.__bench.longtasks.filter((x) => x.start >= t) }), t0)
    if (!after.tasks) throw new Error('no longtask entries in this browser')
    const tasks = after.tasks
    return {
      how,
      scrolled,
      after: after.y,
      stays: Math.abs(after.y - scrolled) <= 1 && scrolled > 0,
      tbt: tasks.reduce((s, x) => s + Math.max(0, x.duration - 50), 0),
      longest: tasks.reduce((m, x) => Math.max(m, x.duration), 0),
      tasks: tasks.length,
      errors: page.errors,
    }
  } finally {
    await page.done()
  }
}

function scriptLog() {
  const seen = {} // page path → url → bytes
  return {
    seen,
    record(at, url, body) {
      const urls = (seen[at] ??= {})
      if (urls[url]) return
      urls[url] = body ? { raw: body.length, gzip: gzipSync(body, { level: 9 }).length } : { raw: NaN, gzip: NaN }
    },
  }
}

// ---------------------------------------------------------------- Lighthouse user flow

async function lighthouseFlow(baseUrl) {
  let puppeteer
  try {
    puppeteer = (await import('puppeteer-core')).default
  } catch (e) {
    return { measured: false, why: `puppeteer-core is not installed (${e.message})` }
  }
  process.env.CHROME_PATH = CHROME
  const { startFlow } = await import('lighthouse')
  const browser = await puppeteer.launch({ executablePath: CHROME, args: FLAGS, headless: true })
  let step = 'start the flow'
  try {
    const page = await browser.newPage()
    const screen = { mobile: true, width: PHONE.viewport.width, height: PHONE.viewport.height, deviceScaleFactor: 2, disabled: false }
    await page.setViewport({ width: screen.width, height: screen.height, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
    const flow = await startFlow(page, {
      name: 'phone: menu, index, video',
      config: {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          screenEmulation: screen,
          // Timespans cannot simulate: the throttling is applied (the phone profile above).
          throttlingMethod: 'devtools',
          throttling: {
            cpuSlowdownMultiplier: PHONE.cpu,
            requestLatencyMs: PHONE.latencyMs,
            downloadThroughputKbps: PHONE.downKbps,
            uploadThroughputKbps: PHONE.upKbps,
            rttMs: PHONE.latencyMs,
            throughputKbps: PHONE.downKbps,
          },
          onlyCategories: ['performance'],
        },
      },
    })
    const tap = async (selector) => {
      step = `tap ${selector}`
      const h = await page.waitForSelector(selector, { visible: true, timeout: TIMEOUT })
      await h.tap()
      await h.dispose()
    }
    step = 'load /portfolio'
    await page.goto(`${baseUrl}/portfolio`, { waitUntil: 'load' })
    step = 'start the timespan'
    await flow.startTimespan({ name: 'tap menu, tap index entry, open a video' })
    await tap('[aria-controls="mobile-menu"]')
    await page.waitForFunction(() => {
      const m = document.getElementById('mobile-menu')
      return m && (m.matches(':popover-open') || m.checkVisibility())
    }, { timeout: TIMEOUT })
    await tap('[aria-controls="mobile-menu"]') // closes it again (the index is under it)
    await page.waitForFunction(() => {
      const m = document.getElementById('mobile-menu')
      return !m || !(m.matches(':popover-open') || m.checkVisibility())
    }, { timeout: TIMEOUT })
    await tap('::-p-aria([name="Portfolio sections"]) ::-p-aria([name="Music"][role="link"])')
    step = 'wait for #music and the scroll to settle'
    await page.waitForFunction(() => location.hash === '#music', { timeout: TIMEOUT })
    await page.waitForFunction(
      () =>
        new Promise((done) => {
          const y = scrollY
          setTimeout(() => done(scrollY === y), 500)
        }),
      { timeout: TIMEOUT },
    )
    // The gallery is on each project's page now; a card's video link opens the page's one dialog.
    await tap('#music a[data-embed]')
    step = 'wait for the video dialog'
    await page.waitForSelector('dialog[open], [role="dialog"]', { visible: true, timeout: TIMEOUT })
    await new Promise((r) => setTimeout(r, 1000))
    step = 'end the timespan'
    await flow.endTimespan()
    const result = await flow.createFlowResult()
    const lhr = result.steps[0].lhr
    const a = (id) => lhr.audits[id]?.numericValue
    // The long tasks of the timespan, with what Lighthouse attributes them to (bench/latest.json).
    const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({ url: t.url, start: t.startTime, duration: t.duration }))
    const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((t) => ({ group: t.groupLabel ?? t.group, ms: t.duration }))
    return { measured: true, inp: a('interaction-to-next-paint'), tbt: a('total-blocking-time'), longTasks, work, runtimeError: lhr.runtimeError?.message }
  } catch (e) {
    return { measured: false, why: `${step}: ${e.message.split('\n')[0]}` }
  } finally {
    await browser.close()
  }
}

// ---------------------------------------------------------------- all of it

/** The figures of the interaction rows (opts.only: a list of 'menu', 'theme', 'scroll', 'flow'). */
export async function interactionRuns(baseUrl, opts = {}) {
  const { chromium } = await import('playwright-core')
  const only = new Set(opts.only ?? ['menu', 'theme', 'scroll', 'flow'])
  const scripts = scriptLog()
  const out = { runs: RUNS, profile: PHONE }
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS })
  try {
    if (only.has('menu')) {
      const proxy = await startBaselineProxy(baseUrl)
      const menu = (p) => p.getByRole('button', { name: 'Open menu' })
      const site = []
      const base = []
      try {
        for (let i = 0; i < MENU_RUNS; i++) {
          // Interleaved: both share the machine's noise.
          const s = await timeTap(browser, scripts, `${baseUrl}/`, menu, 'menu')
          const b = await timeTap(browser, scriptLog(), `${proxy.url}/`, menu, 'menu')
          site.push(s.ms)
          base.push(b.ms)
          log(`interaction: menu of / #${i + 1}: ${Math.round(s.ms)} ms, baseline ${Math.round(b.ms)} ms` + (s.errors.length ? ` (page errors: ${s.errors.join('; ')})` : ''))
        }
      } finally {
        await proxy.close()
      }
      out.menu = { site, baseline: base, siteMs: median(site), baselineMs: median(base), ratio: median(site) / median(base) }
    }
    if (only.has('theme')) {
      const theme = (p) => p.getByRole('button', { name: /^Switch to (dark|light) theme$/ })
      const ms = []
      for (let i = 0; i < RUNS; i++) {
        const r = await timeTap(browser, scripts, `${baseUrl}/`, theme, 'theme')
        ms.push(r.ms)
        log(`interaction: theme switch #${i + 1}: ${Math.round(r.ms)} ms`)
      }
      out.theme = { runs: ms, ms: median(ms) }
    }
    if (only.has('scroll')) {
      out.scroll = {}
      for (const path of SCROLL_PATHS) {
        const runs = []
        for (let i = 0; i < RUNS; i++) {
          const r = await firstScroll(browser, scripts, baseUrl + path)
          runs.push(r)
          log(`interaction: first scroll ${path} #${i + 1} (${r.how}): blocking ${Math.round(r.tbt)} ms, longest task ${Math.round(r.longest)} ms (${r.tasks}), scrollY ${Math.round(r.scrolled)} → ${Math.round(r.after)}`)
        }
        out.scroll[path] = { runs, tbt: median(runs.map((r) => r.tbt)), longest: median(runs.map((r) => r.longest)), stays: runs.every((r) => r.stays) }
      }
    }
  } finally {
    await browser.close()
  }
  if (only.has('flow')) {
    // INP and TBT of one timespan vary by 2–3× on a shared machine: the median of RUNS flows.
    const flows = []
    for (let i = 0; i < RUNS; i++) {
      const f = await lighthouseFlow(baseUrl)
      log(`interaction: Lighthouse user flow #${i + 1}: ${f.measured ? `INP ${Math.round(f.inp)} ms, TBT ${Math.round(f.tbt)} ms` : `not measured (${f.why})`}`)
      if (!f.measured) {
        out.flow = f
        break
      }
      flows.push(f)
    }
    if (flows.length === RUNS) out.flow = { measured: true, runs: flows, inp: median(flows.map((f) => f.inp)), tbt: median(flows.map((f) => f.tbt)) }
  }
  const pages = {}
  for (const [at, urls] of Object.entries(scripts.seen)) {
    const list = Object.entries(urls).map(([url, s]) => ({ url: new URL(url).pathname, ...s }))
    pages[at] = { gzip: list.reduce((a, s) => a + s.gzip, 0), raw: list.reduce((a, s) => a + s.raw, 0), scripts: list }
  }
  for (const path of [...(only.has('menu') || only.has('theme') ? ['/'] : []), ...(only.has('scroll') ? SCROLL_PATHS : [])]) pages[path] ??= { gzip: 0, raw: 0, scripts: [] }
  out.scripts = pages
  return out
}

/**
 * The rows, through the bench's row(figure, measured, goal, met) and
 * check(value, ok, shown), formatted with fmtMs.
 */
export function interactionRows(res, { row, check, notMeasured, fmtMs }) {
  const of = `Interaction (phone profile), median of ${res.runs}:`
  if (res.menu) {
    const m = res.menu
    row(
      `${of} first tap on the menu of \`/\`, tap → menu shown, ÷ the same HTML with a 10-line inline menu script`,
      `${m.ratio.toFixed(2)}× (${fmtMs(m.siteMs)} vs ${fmtMs(m.baselineMs)})`,
      '≤ 1.25×',
      check(`${m.ratio.toFixed(2)}×`, m.ratio <= 1.25),
    )
  }
  if (res.theme) row(`${of} theme switch, tap → class changed`, fmtMs(res.theme.ms), 'reported', '—')
  if (res.scroll) {
    for (const [path, s] of Object.entries(res.scroll)) {
      row(
        `${of} first scroll on \`${path}\`: main thread blocked in the 2 s after (Σ long task − 50 ms)`,
        `${fmtMs(s.tbt)} (longest task ${fmtMs(s.longest)})`,
        '≤ 50 ms',
        check(fmtMs(s.tbt), s.tbt <= 50),
      )
      row(`${of} first scroll on \`${path}\`: the page never moves by itself`, s.stays ? 'yes' : `no (${s.runs.map((r) => `${Math.round(r.scrolled)} → ${Math.round(r.after)}`).join(', ')})`, 'yes', s.stays ? '✓' : 'missed (no)')
    }
  }
  if (res.flow) {
    const f = res.flow
    const figure = `Lighthouse timespan user flow on \`/portfolio\` (phone profile), median of ${res.runs}: tap menu, tap index entry Music, open a video`
    if (f.measured) {
      row(`${figure}: INP`, Number.isFinite(f.inp) ? fmtMs(f.inp) : 'no interaction recorded', 'reported', '—')
      row(`${figure}: TBT`, fmtMs(f.tbt), 'reported', '—')
    } else notMeasured(figure, 'reported', f.why)
  }
  if (res.scripts) {
    const entries = Object.entries(res.scripts)
    const worst = entries.reduce((w, e) => (!w || e[1].gzip > w[1].gzip ? e : w), null)
    if (worst) {
      const kb = (n) => `${(n / 1024).toFixed(1)} KB`
      const all = entries.map(([p, s]) => `\`${p}\` ${kb(s.gzip)}`).join(', ')
      row('Script a public page requests, at load and through the interactions above (gzip)', `${kb(worst[1].gzip)} at most (${all})`, '≤ 30 KB', check(kb(worst[1].gzip), worst[1].gzip <= 30 * 1024))
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2]
  if (!base) {
    console.error('usage: node interaction.mjs <base URL> [menu,theme,scroll,flow]')
    process.exit(2)
  }
  const only = process.argv[3]?.split(',')
  const res = await interactionRuns(base.replace(/\/$/, ''), { only })
  console.log(JSON.stringify(res, null, 2))
}
