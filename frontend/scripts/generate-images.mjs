// Generates the site's placeholder artwork into public/images/: abstract SVG
// covers, logos and thumbnails (referenced by the Go demo-content seed and the
// home content module), plus the PNG social preview and app icons.
// Run once with `npm run images`; the output is committed. It is
// deterministic: the same script always writes the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images')

const palettes = [
  ['#123332', '#1f6f68', '#d4a84b'],
  ['#0f2a3f', '#2a6f97', '#f2c14e'],
  ['#2b1b3f', '#6d3b8f', '#f28f6b'],
  ['#10302a', '#2f8f6f', '#e8d8a8'],
  ['#3a1d1d', '#a8483f', '#f4c58c'],
  ['#1b2233', '#44557a', '#9ad1d4'],
  ['#0d2b26', '#14594f', '#f6d57a'],
  ['#261a33', '#4b3a80', '#7fd1c2'],
]

function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const r1 = (n) => Math.round(n * 10) / 10

/** An abstract composition: gradient ground, soft orbs, bands and a fine grid. */
function artwork({ w, h, seed, title, palette, variant = 'cover' }) {
  const rand = rng(seed)
  const [deep, mid, accent] = palette
  const id = `a${seed}`
  const orbs = Array.from({ length: 3 + Math.floor(rand() * 3) }, (_, i) => {
    const r = (0.12 + rand() * 0.28) * Math.min(w, h) * (variant === 'logo' ? 0.9 : 1.2)
    const cx = r1(rand() * w)
    const cy = r1(rand() * h)
    const fill = i % 2 === 0 ? `url(#${id}o)` : `url(#${id}p)`
    return `<circle cx="${cx}" cy="${cy}" r="${r1(r)}" fill="${fill}"/>`
  }).join('')
  const bands = Array.from({ length: 3 }, (_, i) => {
    const y = r1(h * (0.25 + i * 0.22 + rand() * 0.08))
    const tilt = r1((rand() - 0.5) * h * 0.5)
    return `<path d="M0 ${y} C ${r1(w * 0.3)} ${r1(y - tilt)}, ${r1(w * 0.7)} ${r1(y + tilt)}, ${w} ${r1(y - tilt / 2)}" stroke="${accent}" stroke-opacity="${0.18 + i * 0.1}" stroke-width="${r1(Math.max(2, h * 0.006))}" fill="none"/>`
  }).join('')
  const step = Math.round(Math.min(w, h) / 12)
  const grid = `<pattern id="${id}g" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M ${step} 0 L 0 0 0 ${step}" fill="none" stroke="#ffffff" stroke-opacity="0.05"/></pattern>`
  const mark =
    variant === 'logo'
      ? `<g transform="translate(${w / 2} ${h / 2})"><circle r="${r1(w * 0.26)}" fill="none" stroke="${accent}" stroke-width="${r1(w * 0.035)}"/><rect x="${r1(-w * 0.11)}" y="${r1(-w * 0.11)}" width="${r1(w * 0.22)}" height="${r1(w * 0.22)}" transform="rotate(45)" fill="${accent}" fill-opacity="0.9"/></g>`
      : `<g opacity="0.85"><rect x="${r1(w * 0.06)}" y="${r1(h * 0.78)}" width="${r1(w * 0.18)}" height="${r1(h * 0.012 + 2)}" rx="2" fill="${accent}"/><rect x="${r1(w * 0.06)}" y="${r1(h * 0.82)}" width="${r1(w * 0.3)}" height="${r1(h * 0.008 + 1)}" rx="2" fill="#ffffff" fill-opacity="0.4"/></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${id}t">
<title id="${id}t">${esc(title)}</title>
<defs>
<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="${id}o"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}p"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
${grid}
</defs>
<rect width="${w}" height="${h}" fill="url(#${id}b)"/>
<rect width="${w}" height="${h}" fill="url(#${id}g)"/>
${orbs}
${bands}
${mark}
</svg>
`
}

function write(rel, data) {
  const file = join(out, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
}

const pad = (n) => String(n).padStart(2, '0')
const pal = (i) => palettes[i % palettes.length]

write('default-project.svg', artwork({ w: 1600, h: 900, seed: 7, title: 'Project artwork placeholder', palette: palettes[0] }))
for (let i = 1; i <= 16; i++) {
  write(`demo/cover-${pad(i)}.svg`, artwork({ w: 1600, h: 900, seed: 100 + i, title: `Project cover ${i}`, palette: pal(i) }))
}
for (let i = 1; i <= 9; i++) {
  write(`demo/collab-${pad(i)}.svg`, artwork({ w: 1200, h: 800, seed: 200 + i, title: `Collaboration artwork ${i}`, palette: pal(i + 3) }))
}
for (let i = 1; i <= 8; i++) {
  write(`demo/logo-${pad(i)}.svg`, artwork({ w: 512, h: 512, seed: 300 + i, title: `Company logo ${i}`, palette: pal(i + 1), variant: 'logo' }))
}
for (let i = 1; i <= 6; i++) {
  write(`demo/media-${pad(i)}.svg`, artwork({ w: 1600, h: 900, seed: 400 + i, title: `Media thumbnail ${i}`, palette: pal(i + 5) }))
}

// Home content module artwork.
const homeArt = [
  ['hero.svg', 'Abstract hero backdrop', 1920, 1080],
  ['portrait.svg', 'Abstract portrait backdrop', 1200, 1500],
  ['category-games.svg', 'Games', 1600, 900],
  ['category-film-animation.svg', 'Film, animation and documentaries', 1600, 900],
  ['category-cinematics.svg', 'Cinematics', 1600, 900],
  ['category-music.svg', 'Music', 1600, 900],
  ['category-esports.svg', 'eSports', 1600, 900],
  ['category-worldbuilding.svg', 'Worldbuilding and characters', 1600, 900],
  ['category-extended-media.svg', 'Extended media', 1600, 900],
  ['fund-01.svg', 'First fund', 1600, 900],
  ['fund-02.svg', 'Second fund', 1600, 900],
  ['media-podcasts.svg', 'Podcast appearances', 1600, 900],
  ['media-documentaries.svg', 'Documentaries', 1600, 900],
  ['media-interviews.svg', 'Interviews', 1600, 900],
  ['media-articles.svg', 'Featured articles', 1600, 900],
]
homeArt.forEach(([name, title, w, h], i) => {
  write(`home/${name}`, artwork({ w, h, seed: 500 + i, title, palette: pal(i) }))
})

// ---- PNG: a tiny RGBA rasteriser and encoder (zlib from node) ----
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buf) {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}
function png(w, h, shade) {
  const raw = Buffer.alloc((w * 4 + 1) * h)
  for (let y = 0; y < h; y++) {
    raw[y * (w * 4 + 1)] = 0
    for (let x = 0; x < w; x++) {
      const [r, g, b, a] = shade(x, y)
      const o = y * (w * 4 + 1) + 1 + x * 4
      raw[o] = r
      raw[o + 1] = g
      raw[o + 2] = b
      raw[o + 3] = a
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * Math.min(1, Math.max(0, t))))
const clamp01 = (t) => Math.min(1, Math.max(0, t))

const teal = hex('#123332')
const tealLight = hex('#1f6f68')
const gold = hex('#d4a84b')

/** The brand mark: a gold ring around a gold diamond on deep teal. */
function mark(size, rounded) {
  return (x, y) => {
    const u = (x + 0.5) / size - 0.5
    const v = (y + 0.5) / size - 0.5
    let c = mix(teal, tealLight, (u + v + 1) / 2 - 0.1)
    const d = Math.hypot(u, v)
    const ring = clamp01(1 - Math.abs(d - 0.28) * size / 1.2 + 0.035 * size / 1.2)
    c = mix(c, gold, ring)
    const diamond = clamp01((0.13 - (Math.abs(u) + Math.abs(v))) * size / 1.5)
    c = mix(c, gold, diamond)
    let a = 255
    if (rounded) {
      const q = 0.5 - 0.1
      const dx = Math.max(Math.abs(u) - q, 0)
      const dy = Math.max(Math.abs(v) - q, 0)
      a = Math.round(255 * clamp01((0.1 - Math.hypot(dx, dy)) * size))
    }
    return [...c, a]
  }
}
write('icon-192.png', png(192, 192, mark(192, true)))
write('icon-512.png', png(512, 512, mark(512, true)))

write(
  'og-image.png',
  png(1200, 630, (x, y) => {
    let c = mix(teal, tealLight, x / 1200 * 0.7 + y / 630 * 0.3)
    for (const [cx, cy, r, w] of [[930, 315, 210, 10], [930, 315, 150, 4], [300, 520, 320, 3]]) {
      const d = Math.hypot(x - cx, y - cy)
      c = mix(c, gold, clamp01(1 - Math.abs(d - r) / w) * 0.85)
    }
    const diamond = clamp01((70 - (Math.abs(x - 930) + Math.abs(y - 315))) / 2)
    c = mix(c, gold, diamond)
    if (x > 90 && x < 560 && ((y > 250 && y < 262) || (y > 290 && y < 298 && x < 460) || (y > 320 && y < 328 && x < 400))) {
      c = mix(c, y < 262 ? gold : [255, 255, 255], y < 262 ? 1 : 0.45)
    }
    return [...c, 255]
  }),
)

console.log(`images written to ${out}`)
