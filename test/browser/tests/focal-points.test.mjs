// Issue 44, focal points: a portrait whose face is at (0.8, 0.2), set with
// that focal point as a project's cover and as the site's portrait, keeps its
// face inside the crop the pages make of it (object-fit: cover) on a 360 px
// phone, with script and without: computed from the served image's natural
// size, its rendered box and its computed object-position. The share copy's
// crop is the Go test's (adapters/http TestFocalPointProbe), on the served file.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launch, MOBILE, startSite, visitPage } from './harness.mjs'
import { ownerApi, uploadGradient } from './admin-harness.mjs'

const FACE = { x: 0.8, y: 0.2 }
const TITLE = 'Focal Portrait'

let site
let browser
let api
let projectPath

/** A 600 × 800 grey portrait with a red face 40 px square at FACE, drawn by the browser's canvas. */
async function portraitPNG() {
  const page = await browser.newPage()
  const data = await page.evaluate(({ x, y }) => {
    const c = document.createElement('canvas')
    c.width = 600
    c.height = 800
    const g = c.getContext('2d')
    g.fillStyle = '#808080'
    g.fillRect(0, 0, 600, 800)
    g.fillStyle = '#dc1414'
    g.fillRect(x * 600 - 20, y * 800 - 20, 40, 40)
    return c.toDataURL('image/png').split(',')[1]
  }, FACE)
  await page.close()
  return Buffer.from(data, 'base64')
}

before(async () => {
  site = await startSite()
  browser = await launch()
  const owner = await ownerApi(site.baseUrl)
  const { cookie } = owner
  api = owner.api
  const form = new FormData()
  form.append('file', new Blob([await portraitPNG()], { type: 'image/png' }), 'portrait.png')
  const up = await fetch(`${site.baseUrl}/api/upload`, { method: 'POST', headers: { Cookie: cookie }, body: form })
  assert.equal(up.status, 201, await up.clone().text())
  const { url } = await up.json()
  const p = await api('POST', '/api/portfolio/projects', { title: TITLE, category: 'cinematics', imageUrl: url, imageDescription: TITLE, imageFocalX: FACE.x, imageFocalY: FACE.y, priority: -5 }, 201)
  projectPath = p.path
  await api('PUT', '/api/site', { biography: { image: url, imageDescription: 'Focal Owner', imageFocalX: FACE.x, imageFocalY: FACE.y } })
})

after(async () => {
  await browser?.close()
  await site?.stop()
})

/** The page at path on a phone; `script` false renders the server's HTML alone. */
const visit = (path, script) => visitPage(browser, site.baseUrl, path, { viewport: MOBILE, script })

/**
 * Where the focal point of the <img alt=alt> falls in its box, once loaded: the part of the image a cover crop
 * shows, from its natural size, its rendered box and its computed object-position, and whether the point is in it
 * (also at the centred position, which must lose it, or the test proves nothing).
 */
async function focalInCrop(page, alt) {
  const img = page.locator(`img[alt="${alt}"]`).first()
  await img.scrollIntoViewIfNeeded()
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle())
  return img.evaluate((el, f) => {
    const s = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    const [px, py] = s.objectPosition.split(' ').map((v) => parseFloat(v) / 100)
    const scale = Math.max(box.width / el.naturalWidth, box.height / el.naturalHeight)
    const rendered = { w: el.naturalWidth * scale, h: el.naturalHeight * scale }
    // The point's place in the box for an object-position (fractions): inside when within the box.
    const inBox = (ox, oy) => {
      const x = (box.width - rendered.w) * ox + f.x * rendered.w
      const y = (box.height - rendered.h) * oy + f.y * rendered.h
      return x >= 0 && x <= box.width && y >= 0 && y <= box.height
    }
    return { fit: s.objectFit, position: s.objectPosition, cropped: rendered.w > box.width + 1 || rendered.h > box.height + 1, inside: inBox(px, py), centredInside: inBox(0.5, 0.5), box: { w: Math.round(box.width), h: Math.round(box.height) } }
  }, FACE)
}

for (const script of [true, false]) {
  describe(`focal points at 360 px ${script ? 'with' : 'without'} script`, () => {
    // The card (16:9) crops the 3:4 portrait hard: centred, it would lose the face. The About portrait (4:5)
    // crops it a little: the face stays either way, and the point is still its object-position.
    for (const [name, path, alt, hard] of [
      ['the project card', '/portfolio/cinematics', TITLE, true],
      ['the portrait on About', '/about', 'Focal Owner', false],
    ]) {
      it(`${name} keeps the face in its crop`, async () => {
        const page = await visit(path, script)
        try {
          const got = await focalInCrop(page, alt)
          assert.equal(got.fit, 'cover', JSON.stringify(got))
          assert.equal(got.position, '80% 20%', 'the focal point is the object-position, in the server HTML')
          assert.ok(got.cropped, `the image is cropped in its ${got.box.w}×${got.box.h} box: ${JSON.stringify(got)}`)
          assert.ok(got.inside, `the face is inside the crop: ${JSON.stringify(got)}`)
          if (hard) assert.ok(!got.centredInside, `a centred crop would lose it: ${JSON.stringify(got)}`)
        } finally {
          await page.close()
        }
      })
    }
  })
}

describe('a photo that fills a phone’s width (issue 44)', () => {
  // A 3× phone (360 px: 1080 device px) counts its slot as 320 px (components/ui/image-sizes.ts), so it takes
  // the 960 px AVIF copy, not the 1600 px one; a 2× phone wants 720 px and takes the same copy.
  const WIDE = 'Wide Photo'
  before(async () => {
    const { url } = await uploadGradient(browser, site.baseUrl, { width: 2000, height: 1500, from: '#1d6f5f', to: '#e0b050', name: 'wide.png' })
    await api('POST', '/api/portfolio/projects', { title: WIDE, category: 'cinematics', imageUrl: url, imageDescription: WIDE, priority: -4 }, 201)
  })

  for (const deviceScaleFactor of [2, 3]) {
    it(`at ${deviceScaleFactor}×, the card takes the 960 px AVIF copy`, async () => {
      const context = await browser.newContext({ viewport: MOBILE, deviceScaleFactor, isMobile: true, reducedMotion: 'reduce' })
      try {
        const page = await context.newPage()
        await page.goto(`${site.baseUrl}/portfolio/cinematics`, { waitUntil: 'load' })
        const img = page.locator(`img[alt="${WIDE}"]`).first()
        await img.scrollIntoViewIfNeeded()
        await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle())
        const src = await img.evaluate((el) => el.currentSrc)
        assert.match(src, /-w960\.avif$/, src)
      } finally {
        await context.close()
      }
    })
  }
})

describe('the project page', () => {
  it("names the share copy cut around the cover's point", async () => {
    const html = await (await fetch(`${site.baseUrl}${projectPath}`)).text()
    const og = html.match(/<meta property="og:image" content="([^"]+)">/)?.[1] ?? ''
    assert.match(og, /-og-f80x20\.jpg$/, og)
    const res = await fetch(og.replace(/^https?:\/\/[^/]+/, site.baseUrl))
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'image/jpeg')
  })
})
