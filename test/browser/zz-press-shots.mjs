import { launch } from './tests/harness.mjs'
const base = process.argv[2]
const out = process.argv[3]
const b = await launch()
for (const theme of ['light', 'dark']) {
  for (const width of [360, 1280]) {
    const p = await b.newPage()
    await p.setViewport({ width, height: 900, deviceScaleFactor: 1 })
    await p.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }])
    await p.evaluateOnNewDocument((t) => localStorage.setItem('vite-ui-theme', t), theme)
    await p.goto(base + '/press-kit', { waitUntil: 'networkidle0' })
    await p.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 50)) }
      window.scrollTo(0, 0)
      await Promise.all([...document.images].map((i) => i.complete ? null : new Promise((r) => { i.onload = i.onerror = r })))
    })
    await p.screenshot({ path: `${out}/press-kit-${width}-${theme}.png`, fullPage: true })
    await p.close()
  }
}
await b.close()
