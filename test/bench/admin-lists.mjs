// make bench, "Admin with 500 projects" (issue 24's goal): on a site of its
// own (so the other rows' data stays the demo's), the demo projects topped up
// to 500 through the API, then in desktop Chromium (1280 × 900, no throttling):
//
//  1. Opening the Portfolio tab: from the tap on the tab (a timestamp taken
//     in the page by a capturing pointerdown listener) until a frame after
//     the last project's row is in the page and laid out.
//  2. A Move Down: from the tap until a frame after the notice "Position
//     updated successfully" is shown.
//  3. The same opening on a 360 px phone viewport (no throttling), and
//     whether every row's buttons are inside the viewport there.
//  4. A Move Down on the phone profile of the interaction rows
//     (interaction.mjs PHONE: 360 × 780, touch, CPU throttled 4×, 150 ms
//     round trip, 1.6 Mbps down): the tab is opened and settled first, then
//     the profile is applied and a tap on the first row's Move Down is timed
//     until a frame after the notice shows (issue 39: a held-out check took
//     188–261 ms when the notice waited for the server's answer).
//
// Goals: ≤ 500 ms and ≤ 100 ms (reported by `make bench`, not asserted by
// `make test`). `node admin-lists.mjs <base URL> <username> <password>` runs
// this part alone against a running site (it adds projects to it).
import { PHONE } from './interaction.mjs'

const CHROME = process.env.CHROME_PATH || process.env.CHROMIUM || '/usr/bin/chromium'
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
export const ADMIN_PROJECTS = 500
const RUNS = process.env.BENCH_QUICK === '1' ? 1 : 3
const NOTICE = 'Position updated successfully'
const log = (...a) => console.error('[bench]', ...a)
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (s.length === 0) return NaN
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

async function signIn(baseUrl, username, password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) })
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`)
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0])
  return cookie.join('; ')
}

/** Tops the projects up to ADMIN_PROJECTS, spread over the demo's categories and subcategories. */
async function seedProjects(baseUrl, cookie) {
  const list = await (await fetch(`${baseUrl}/api/portfolio/projects`, { headers: { cookie } })).json()
  const shapes = list.map((p) => ({ category: p.category, subcategory: p.subcategory }))
  for (let i = list.length; i < ADMIN_PROJECTS; i++) {
    const shape = shapes[i % shapes.length]
    const body = { title: `Bench project ${i + 1}`, description: 'A project of the 500-project admin bench.', ...shape, priority: i + 1, isActive: true }
    const res = await fetch(`${baseUrl}/api/portfolio/projects`, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify(body) })
    if (!res.ok) throw new Error(`project ${i + 1}: ${res.status} ${await res.text()}`)
  }
}

/**
 * In the page, before the tap: the time of the next tap (a capturing pointerdown listener), then from it
 * a check of `ready` at the start of every animation frame. The first frame where it holds is the frame
 * that draws it (what the page holds when its animation frame callbacks run is what it paints); the time
 * kept is that of the task after the frame's rendering (a timeout set in its callback). The check runs
 * in the page from the tap on, so the figure holds no round trip of the test driver.
 */
function watch([ready, arg]) {
  const check = new Function('arg', `return (${ready})(arg)`)
  window.__tap = null
  window.__ready = null
  addEventListener(
    'pointerdown',
    () => {
      window.__tap ??= performance.now()
      const frame = () => {
        if (!check(arg)) return requestAnimationFrame(frame)
        setTimeout(() => (window.__ready = performance.now() - window.__tap))
      }
      requestAnimationFrame(frame)
    },
    { capture: true, once: true },
  )
}

const arm = (page, ready, arg) => page.evaluate(watch, [ready.toString(), arg])

/** The time from the tap to the frame after `ready` first held (armed by arm before the tap). */
async function timeUntil(page) {
  await page.waitForFunction(() => window.__ready !== null, null, { polling: 50, timeout: 60_000 })
  return page.evaluate(() => window.__ready)
}

const lastRowShown = (count) => {
  const rows = document.querySelectorAll('li[data-project-id]')
  return rows.length >= count && rows[rows.length - 1].getBoundingClientRect().height > 0
}
// The notice's own description element (components/ui/toaster), not a search of the whole page: the check runs on every
// frame. Shown: the whole notice on screen and opaque, as a person reads it (not an element at opacity 0 or
// still sliding in from below the screen).
const noticeShown = (text) => {
  for (const d of document.querySelectorAll('[data-scope="toast"][data-part="description"]')) {
    const root = d.closest('[data-scope="toast"][data-part="root"]')
    if (d.textContent !== text || !root) continue
    const r = root.getBoundingClientRect()
    if (r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && getComputedStyle(root).opacity === '1') return true
  }
  return false
}

/** Buttons of the rows that are not wholly inside the viewport horizontally, and the page's sideways overflow. */
const phoneProblems = () => {
  const out = []
  if (document.scrollingElement.scrollWidth > innerWidth) out.push(`page ${document.scrollingElement.scrollWidth} px wide`)
  for (const b of document.querySelectorAll('li[data-project-id] button')) {
    const r = b.getBoundingClientRect()
    if (r.left < 0 || r.right > innerWidth) out.push(b.textContent || b.getAttribute('aria-label'))
  }
  return out.length
}

async function openPortfolio(browser, baseUrl, cookie, viewport, device = {}) {
  const context = await browser.newContext({ viewport, ...device })
  const [name, value] = cookie.split('; ')[0].split('=')
  await context.addCookies([{ name, value, url: baseUrl }])
  const page = await context.newPage()
  await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
  // The projects are cached by the Dashboard's counts: the tab's time is the rendering, as the owner sees it.
  await page.getByText(String(ADMIN_PROJECTS), { exact: true }).first().waitFor()
  // Below 1024 px the admin's bar shows the current section only: the owner opens "All sections" first.
  const trigger = page.getByRole('tab', { name: 'Portfolio' })
  if (!(await trigger.isVisible())) await page.getByRole('button', { name: 'All sections' }).click()
  await arm(page, lastRowShown, ADMIN_PROJECTS)
  await trigger.click()
  const ms = await timeUntil(page)
  return { page, context, ms }
}

/** Move Down on the phone profile: the tab opened and settled unthrottled, then the tap timed throttled. */
async function phoneMoveDown(browser, baseUrl, cookie) {
  const { page, context } = await openPortfolio(browser, baseUrl, cookie, PHONE.viewport, { hasTouch: true, isMobile: true })
  try {
    await page.waitForLoadState('networkidle')
    const down = page.locator('li[data-project-id]').first().getByRole('button', { name: 'Move Down' })
    await down.scrollIntoViewIfNeeded()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downKbps * 1024) / 8,
      uploadThroughput: (PHONE.upKbps * 1024) / 8,
    })
    await arm(page, noticeShown, NOTICE)
    await down.tap()
    return await timeUntil(page)
  } finally {
    await context.close()
  }
}

export async function adminRuns(baseUrl, { username, password }) {
  const { chromium } = await import('playwright-core')
  const cookie = await signIn(baseUrl, username, password)
  await seedProjects(baseUrl, cookie)
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS })
  const open = []
  const move = []
  const phone = []
  const phoneMove = []
  let phoneOff = 0
  try {
    for (let i = 0; i < RUNS; i++) {
      const { page, context, ms } = await openPortfolio(browser, baseUrl, cookie, { width: 1280, height: 900 })
      open.push(ms)
      await arm(page, noticeShown, NOTICE)
      await page.locator('li[data-project-id]').first().getByRole('button', { name: 'Move Down' }).click()
      const moveMs = await timeUntil(page)
      move.push(moveMs)
      log(`admin: Portfolio tab with ${ADMIN_PROJECTS} projects #${i + 1}: ${Math.round(ms)} ms; Move Down → notice ${Math.round(moveMs)} ms`)
      await context.close()

      const p = await openPortfolio(browser, baseUrl, cookie, { width: 360, height: 780 })
      phone.push(p.ms)
      phoneOff = Math.max(phoneOff, await p.page.evaluate(phoneProblems))
      log(`admin: the same at 360 px #${i + 1}: ${Math.round(p.ms)} ms`)
      await p.context.close()

      const phoneMs = await phoneMoveDown(browser, baseUrl, cookie)
      phoneMove.push(phoneMs)
      log(`admin: Move Down → notice on the phone profile #${i + 1}: ${Math.round(phoneMs)} ms`)
    }
  } finally {
    await browser.close()
  }
  return { projects: ADMIN_PROJECTS, runs: RUNS, open, move, phone, phoneMove, openMs: median(open), moveMs: median(move), phoneMs: median(phone), phoneMoveMs: median(phoneMove), phoneOff }
}

/** The rows, through the bench's row(figure, measured, goal, met) and check(value, ok, shown). */
export function adminRows(res, { row, check, fmtMs }) {
  const of = `Admin with ${res.projects} projects (desktop Chromium), median of ${res.runs}:`
  row(`${of} Portfolio tab, tap → last row shown`, fmtMs(res.openMs), '≤ 500 ms', check(fmtMs(res.openMs), res.openMs <= 500))
  row(`${of} Move Down, tap → notice shown`, fmtMs(res.moveMs), '≤ 100 ms', check(fmtMs(res.moveMs), res.moveMs <= 100))
  row(`${of} the same tab at 360 px, tap → last row shown; row buttons outside the viewport`, `${fmtMs(res.phoneMs)}; ${res.phoneOff}`, 'reported; 0', res.phoneOff === 0 ? '✓' : `missed (${res.phoneOff})`)
  const phone = `Admin with ${res.projects} projects, phone profile (360 px, touch, CPU 4×, ${PHONE.latencyMs} ms round trip), median of ${res.runs}:`
  row(`${phone} Move Down, tap → notice shown`, fmtMs(res.phoneMoveMs), '≤ 100 ms', check(fmtMs(res.phoneMoveMs), res.phoneMoveMs <= 100))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, username, password] = process.argv.slice(2)
  console.log(JSON.stringify(await adminRuns(baseUrl.replace(/\/$/, ''), { username, password }), null, 2))
}
