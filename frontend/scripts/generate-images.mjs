// Generates the site's placeholder artwork into public/images/: per-category
// SVG pictures for covers and thumbnails (demo-art.mjs), the hero and default
// scenes, a portrait placeholder, abstract marks for logos (the pictures of the demo content, app/demo_content.json, and the
// home content module's), plus the PNG social preview and app icons.
// Run once with `npm run images`; the output is committed. It is
// deterministic: the same script always writes the same bytes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

import { esc, picture, rng } from './demo-art.mjs'

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images')

const r1 = (n) => Math.round(n * 10) / 10
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * Math.min(1, Math.max(0, t))))
const clamp01 = (t) => Math.min(1, Math.max(0, t))

function write(rel, data) {
  const file = join(out, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
}

// ---- Scenes: key-art style compositions (issue 24) ----
// Each image is a posterised scene (flat sky bands, a sun or moon, ridges
// to a horizon, a motif of its category in silhouette) with the work's title
// lettered on it, in the palette of its category: what a portfolio of games,
// films and shows looks like, from vector shapes only (a few KB each).

/** A category's look: sky (top → horizon), land (far → near), light, ink (lettering) and motif. */
const looks = {
  games: { sky: ['#1b1440', '#4b2a6b', '#b0486a', '#f08a5d'], land: ['#6b2f5f', '#3f1d4a', '#1f1030'], light: '#ffd27a', ink: '#fff4e0', motif: 'hero' },
  'film-animation': { sky: ['#0f2b46', '#1f5f7a', '#5fa8a0', '#f3d9a4'], land: ['#2f6f7a', '#1c4656', '#0d2433'], light: '#fff1c9', ink: '#ffffff', motif: 'islands' },
  cinematics: { sky: ['#0b1026', '#1c2450', '#3b3f7a', '#8a6fb0'], land: ['#2a2d5c', '#181a3d', '#0a0b1f'], light: '#e8f0ff', ink: '#f4f1ff', motif: 'lighthouse' },
  music: { sky: ['#160b24', '#3a1245', '#7a1f5c', '#d13f6f'], land: ['#4a1340', '#2a0b28', '#120512'], light: '#ffe1f0', ink: '#ffffff', motif: 'stage' },
  esports: { sky: ['#041a24', '#08334a', '#0f5e7a', '#2fb3c9'], land: ['#0c3d52', '#072636', '#03141d'], light: '#b8f4ff', ink: '#eafcff', motif: 'arena' },
  worldbuilding: { sky: ['#1a2a1f', '#2f5a3f', '#7fa36a', '#e6d9a2'], land: ['#4a6e4f', '#2c4a35', '#15261b'], light: '#fff6cf', ink: '#fffbe8', motif: 'peaks' },
  'extended-media': { sky: ['#2a140c', '#5c2a16', '#b35a2a', '#f2b266'], land: ['#7a3a1e', '#4a2112', '#240f08'], light: '#ffe9b8', ink: '#fff6e6', motif: 'city' },
  press: { sky: ['#10161f', '#1f2c3d', '#3d556e', '#a9bccf'], land: ['#2c3e52', '#1a2736', '#0c131b'], light: '#f2f6fa', ink: '#ffffff', motif: 'city' },
  venture: { sky: ['#0c2423', '#154845', '#25756e', '#d4a84b'], land: ['#1b5c57', '#123332', '#071716'], light: '#f5e8c6', ink: '#fbf6e9', motif: 'peaks' },
}

const MOTIFS = ['hero', 'islands', 'lighthouse', 'stage', 'arena', 'peaks', 'city']

/** A ridge from the left edge to the right: a polygon closed along the bottom. */
function ridge(rand, w, h, base, amp, steps) {
  const pts = [[0, h]]
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps
    const y = base - amp * (0.35 + 0.65 * rand()) * (i % 2 === 0 ? 1 : 0.55)
    pts.push([x, y])
  }
  pts.push([w, h])
  return pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')
}

/** The category's motif in silhouette, standing on the horizon (y = ground). */
function motif(kind, rand, w, h, ground, ink, light) {
  const u = Math.min(w, h) / 100
  const x0 = w * (0.58 + rand() * 0.2)
  switch (kind) {
    case 'hero': {
      // A caped figure with a sword on a rock, lit from behind.
      const s = u * 0.9
      return `<g transform="translate(${r1(x0)} ${r1(ground)}) scale(${r1(s)})" fill="${ink}" fill-opacity="0.96"><path d="M-30 0 L-18 -14 L14 -16 L34 0Z" fill="#0d0716"/><path d="M-2 -16 L-6 -40 L-14 -44 L-20 -16 L-26 -14 L-12 -58 L0 -62 L12 -58 L18 -30 L10 -16Z" fill="#0d0716"/><circle cx="-1" cy="-68" r="6" fill="#0d0716"/><path d="M10 -56 L40 -92 L42 -90 L14 -52Z" fill="${light}"/></g>`
    }
    case 'islands': {
      const isl = (cx, cy, r) => `<path d="M${r1(cx - r)} ${r1(cy)} Q${r1(cx)} ${r1(cy - r * 0.35)} ${r1(cx + r)} ${r1(cy)} L${r1(cx + r * 0.25)} ${r1(cy + r * 0.9)} L${r1(cx - r * 0.2)} ${r1(cy + r * 0.5)}Z" fill="#0d2433"/><path d="M${r1(cx - r * 0.3)} ${r1(cy - r * 0.1)} l${r1(r * 0.08)} ${r1(-r * 0.5)} l${r1(r * 0.08)} ${r1(r * 0.5)}Z" fill="#0d2433"/>`
      return `<g opacity="0.92">${isl(x0, ground - h * 0.3, w * 0.09)}${isl(x0 - w * 0.22, ground - h * 0.42, w * 0.05)}${isl(x0 + w * 0.14, ground - h * 0.5, w * 0.035)}</g>`
    }
    case 'lighthouse': {
      const s = u * 1.1
      return `<g transform="translate(${r1(x0)} ${r1(ground)}) scale(${r1(s)})"><path d="M-40 0 Q-10 -16 30 0Z" fill="#05060f"/><path d="M-6 -4 L-4 -52 L4 -52 L6 -4Z" fill="#05060f"/><rect x="-6" y="-60" width="12" height="8" fill="${light}"/><path d="M-8 -60 L0 -68 L8 -60Z" fill="#05060f"/><path d="M6 -56 L120 -80 L120 -32Z" fill="${light}" fill-opacity="0.22"/></g>`
    }
    case 'stage': {
      // Light beams over a crowd's raised hands.
      const beams = [0.2, 0.4, 0.6, 0.8].map((f, i) => `<path d="M${r1(w * f)} ${r1(ground - h * 0.55)} L${r1(w * f - w * 0.12 + i * w * 0.05)} ${r1(h)} L${r1(w * f + w * 0.06 + i * w * 0.03)} ${r1(h)}Z" fill="${light}" fill-opacity="0.13"/>`).join('')
      let crowd = `M0 ${r1(h)}`
      for (let x = 0; x <= w; x += w / 40) {
        const top = ground + h * 0.12 - rand() * h * 0.05
        crowd += ` L${r1(x)} ${r1(top)} L${r1(x + w / 160)} ${r1(top - (rand() > 0.7 ? h * 0.08 : 0))} L${r1(x + w / 80)} ${r1(top)}`
      }
      crowd += ` L${w} ${r1(h)}Z`
      return `${beams}<rect x="${r1(w * 0.15)}" y="${r1(ground - h * 0.58)}" width="${r1(w * 0.7)}" height="${r1(h * 0.015)}" fill="#120512"/><path d="${crowd}" fill="#0a030b"/>`
    }
    case 'arena': {
      // A stadium bowl under a big screen.
      return `<g><rect x="${r1(w * 0.32)}" y="${r1(ground - h * 0.36)}" width="${r1(w * 0.36)}" height="${r1(h * 0.2)}" rx="${r1(u)}" fill="#03141d" stroke="${light}" stroke-opacity="0.7" stroke-width="${r1(u * 0.5)}"/><rect x="${r1(w * 0.345)}" y="${r1(ground - h * 0.34)}" width="${r1(w * 0.33)}" height="${r1(h * 0.16)}" fill="${light}" fill-opacity="0.18"/><path d="M0 ${r1(ground + h * 0.02)} Q${r1(w / 2)} ${r1(ground - h * 0.12)} ${w} ${r1(ground + h * 0.02)} L${w} ${r1(h)} L0 ${r1(h)}Z" fill="#03141d"/></g>`
    }
    case 'peaks': {
      const s = u * 0.7
      return `<g transform="translate(${r1(x0)} ${r1(ground)}) scale(${r1(s)})" fill="#0f1b13"><path d="M-24 0 L-24 -30 L-20 -30 L-20 -36 L-16 -36 L-16 -30 L-12 -30 L-12 -44 L-8 -52 L-4 -44 L-4 -30 L4 -30 L4 -38 L10 -38 L10 0Z"/><path d="M-6 -48 L-8 -52 L2 -50Z" fill="${light}"/></g>`
    }
    case 'city':
    default: {
      let d = ''
      let x = w * 0.45
      const lights = []
      while (x < w) {
        const bw = w * (0.03 + rand() * 0.05)
        const bh = h * (0.12 + rand() * 0.3)
        d += `M${r1(x)} ${r1(ground)} V${r1(ground - bh)} H${r1(x + bw)} V${r1(ground)}Z`
        for (let k = 0; k < 3; k++) lights.push(`<rect x="${r1(x + bw * (0.2 + rand() * 0.6))}" y="${r1(ground - bh * (0.2 + rand() * 0.7))}" width="${r1(u * 0.6)}" height="${r1(u * 0.9)}" fill="${light}" fill-opacity="0.8"/>`)
        x += bw + w * 0.004
      }
      return `<path d="${d}" fill="#0c0705"/>${lights.join('')}`
    }
  }
}

/** Breaks a title into at most three lines of about `max` characters. */
function lines(title, max) {
  const out = []
  for (const word of title.split(' ')) {
    const lastLine = out.at(-1)
    if (lastLine !== undefined && (lastLine + ' ' + word).length <= max) out[out.length - 1] = `${lastLine} ${word}`
    else out.push(word)
  }
  return out.slice(0, 3)
}

/** A key-art scene of a work: sky, light, ridges, horizon, motif, vignette and its title. */
function scene({ w, h, seed, title, look, eyebrow, label = title, lettering = true, take = 0 }) {
  const rand = rng(seed)
  // Works of one category share its palette; each take (0, 1, 2…) has its
  // own motif and time of day: the category's own, then the others', at
  // dusk, at night, at first light.
  const base = looks[look]
  const tint = (c, to, t) => `#${mix(hex(c), hex(to), t).map((v) => v.toString(16).padStart(2, '0')).join('')}`
  const time = take % 3
  const L = {
    ...base,
    motif: take === 0 ? base.motif : MOTIFS[(MOTIFS.indexOf(base.motif) + take) % MOTIFS.length],
    sky: time === 1 ? base.sky.map((c, i) => tint(c, '#05060f', 0.45 - i * 0.05)) : time === 2 ? base.sky.map((c, i) => tint(c, '#fff3d6', i * 0.08)) : base.sky,
  }
  const id = `s${seed}`
  const horizon = h * (0.6 + rand() * 0.1)
  // Posterised sky: flat bands from the top to the horizon.
  const bands = []
  const steps = 7
  for (let i = 0; i < steps; i++) {
    const t = i / (steps - 1)
    const seg = Math.min(L.sky.length - 2, Math.floor(t * (L.sky.length - 1)))
    const local = t * (L.sky.length - 1) - seg
    const c = mix(hex(L.sky[seg]), hex(L.sky[seg + 1]), local)
    const y0 = (horizon * i) / steps
    bands.push(`<rect y="${r1(y0)}" width="${w}" height="${r1(horizon / steps + 1)}" fill="rgb(${c.join(',')})"/>`)
  }
  const sunX = w * (0.25 + rand() * 0.5)
  const sunR = Math.min(w, h) * (0.1 + rand() * 0.06)
  const sun = `<circle cx="${r1(sunX)}" cy="${r1(horizon - sunR * 0.6)}" r="${r1(sunR * 2.2)}" fill="${L.light}" fill-opacity="0.12"/><circle cx="${r1(sunX)}" cy="${r1(horizon - sunR * 0.6)}" r="${r1(sunR * 1.5)}" fill="${L.light}" fill-opacity="0.18"/><circle cx="${r1(sunX)}" cy="${r1(horizon - sunR * 0.6)}" r="${r1(sunR)}" fill="${L.light}"/>`
  const ridges = L.land
    .map((c, i) => `<polygon points="${ridge(rand, w, h, horizon + i * h * 0.06, h * (0.22 - i * 0.05), 6 + i * 3)}" fill="${c}"/>`)
    .join('')
  // Water below the horizon, with the sun's reflection.
  const reflection = Array.from({ length: 4 }, (_, i) => `<rect x="${r1(sunX - sunR * (1 - i * 0.2))}" y="${r1(horizon + h * 0.03 + i * h * 0.035)}" width="${r1(sunR * 2 * (1 - i * 0.2))}" height="${r1(h * 0.008 + 1)}" rx="2" fill="${L.light}" fill-opacity="${0.5 - i * 0.1}"/>`).join('')
  const fig = motif(L.motif, rand, w, h, horizon + h * 0.1, L.ink, L.light)
  const size = Math.round(w * (title.length > 18 ? 0.055 : 0.07))
  const text = lettering
    ? `<g font-family="Georgia, 'Times New Roman', serif" fill="${L.ink}">${eyebrow ? `<text x="${r1(w * 0.06)}" y="${r1(h * 0.12)}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(w * 0.024)}" letter-spacing="${r1(w * 0.004)}" font-weight="700" fill-opacity="0.85">${esc(eyebrow.toUpperCase())}</text>` : ''}${lines(title, 16)
        .map((line, i, all) => `<text x="${r1(w * 0.06)}" y="${r1(h * 0.9 - (all.length - 1 - i) * size * 1.05)}" font-size="${size}" font-weight="700">${esc(line)}</text>`)
        .join('')}</g>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${id}t">
<title id="${id}t">${esc(label)}</title>
<defs><radialGradient id="${id}v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs>
${bands.join('')}
${sun}
${ridges}
${reflection}
${fig}
<rect width="${w}" height="${h}" fill="url(#${id}f)"/>
<rect width="${w}" height="${h}" fill="url(#${id}v)"/>
${text}
</svg>
`
}

/**
 * A portrait placeholder: a head-and-shoulders figure against a studio
 * backdrop, in flat posterised tones with a warm key light from the left and
 * a cool rim light on the right, like a styled photograph reduced to shapes.
 */
function portrait({ w, h, label }) {
  const cx = w / 2
  const headR = w * 0.16
  const headY = h * 0.4
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="pt">
<title id="pt">${esc(label)}</title>
<defs>
<radialGradient id="pbg" cx="0.35" cy="0.35" r="0.9"><stop offset="0" stop-color="#3c6b66"/><stop offset="0.5" stop-color="#1e403d"/><stop offset="1" stop-color="#0c1f1e"/></radialGradient>
<clipPath id="phead"><ellipse cx="${cx}" cy="${headY}" rx="${r1(headR)}" ry="${r1(headR * 1.25)}"/></clipPath>
<clipPath id="pbody"><path d="M${r1(cx - w * 0.42)} ${h} C${r1(cx - w * 0.42)} ${r1(h * 0.72)} ${r1(cx - w * 0.2)} ${r1(h * 0.66)} ${r1(cx - w * 0.08)} ${r1(h * 0.63)} L${r1(cx + w * 0.08)} ${r1(h * 0.63)} C${r1(cx + w * 0.2)} ${r1(h * 0.66)} ${r1(cx + w * 0.42)} ${r1(h * 0.72)} ${r1(cx + w * 0.42)} ${h}Z"/></clipPath>
</defs>
<rect width="${w}" height="${h}" fill="url(#pbg)"/>
<circle cx="${r1(w * 0.3)}" cy="${r1(h * 0.3)}" r="${r1(w * 0.45)}" fill="#d4a84b" fill-opacity="0.08"/>
<!-- neck -->
<path d="M${r1(cx - headR * 0.45)} ${r1(headY + headR)} L${r1(cx - headR * 0.5)} ${r1(h * 0.66)} L${r1(cx + headR * 0.5)} ${r1(h * 0.66)} L${r1(cx + headR * 0.45)} ${r1(headY + headR)}Z" fill="#8a5a43"/>
<path d="M${r1(cx - headR * 0.45)} ${r1(headY + headR * 1.05)} L${r1(cx + headR * 0.45)} ${r1(headY + headR * 1.25)} L${r1(cx + headR * 0.45)} ${r1(headY + headR)}Z" fill="#5e3a2b"/>
<!-- shoulders: a dark jacket, lit on the left, a white collar -->
<g clip-path="url(#pbody)"><rect width="${w}" height="${h}" fill="#16211f"/><rect width="${r1(cx - w * 0.1)}" height="${h}" fill="#23332f"/><rect x="${r1(cx + w * 0.36)}" width="${r1(w)}" height="${h}" fill="#5f8f8a"/></g>
<path d="M${r1(cx - w * 0.1)} ${r1(h * 0.63)} L${cx} ${r1(h * 0.76)} L${r1(cx + w * 0.1)} ${r1(h * 0.63)} L${r1(cx + w * 0.05)} ${r1(h * 0.62)} L${cx} ${r1(h * 0.68)} L${r1(cx - w * 0.05)} ${r1(h * 0.62)}Z" fill="#e9ece8"/>
<path d="M${cx} ${r1(h * 0.76)} L${r1(cx - w * 0.14)} ${h} L${r1(cx + w * 0.14)} ${h}Z" fill="#0e1715"/>
<!-- head: posterised skin tones, key light left, shadow right, rim light edge -->
<g clip-path="url(#phead)"><rect width="${w}" height="${h}" fill="#a8714f"/><ellipse cx="${r1(cx - headR * 0.35)}" cy="${r1(headY)}" rx="${r1(headR * 0.75)}" ry="${r1(headR * 1.1)}" fill="#c48a63"/><ellipse cx="${r1(cx + headR * 0.9)}" cy="${r1(headY + headR * 0.1)}" rx="${r1(headR * 0.7)}" ry="${r1(headR * 1.4)}" fill="#6f4532"/><ellipse cx="${r1(cx + headR * 1.12)}" cy="${r1(headY)}" rx="${r1(headR * 0.3)}" ry="${r1(headR * 1.4)}" fill="#9ed3cb" fill-opacity="0.8"/></g>
<!-- hair -->
<path d="M${r1(cx - headR * 1.05)} ${r1(headY - headR * 0.1)} C${r1(cx - headR * 1.2)} ${r1(headY - headR * 1.5)} ${r1(cx + headR * 1.1)} ${r1(headY - headR * 1.75)} ${r1(cx + headR * 1.05)} ${r1(headY - headR * 0.25)} C${r1(cx + headR * 0.8)} ${r1(headY - headR * 0.9)} ${r1(cx - headR * 0.2)} ${r1(headY - headR * 0.85)} ${r1(cx - headR * 0.85)} ${r1(headY - headR * 0.55)} C${r1(cx - headR * 0.95)} ${r1(headY - headR * 0.3)} ${r1(cx - headR * 1.0)} ${r1(headY - headR * 0.1)} ${r1(cx - headR * 1.05)} ${r1(headY - headR * 0.1)}Z" fill="#2a1c16"/>
<path d="M${r1(cx + headR * 0.55)} ${r1(headY - headR * 1.05)} C${r1(cx + headR * 0.95)} ${r1(headY - headR * 0.85)} ${r1(cx + headR * 1.08)} ${r1(headY - headR * 0.5)} ${r1(cx + headR * 1.05)} ${r1(headY - headR * 0.25)}" stroke="#9ed3cb" stroke-opacity="0.7" stroke-width="${r1(w * 0.006)}" fill="none"/>
<!-- ear -->
<ellipse cx="${r1(cx - headR * 0.98)}" cy="${r1(headY + headR * 0.1)}" rx="${r1(headR * 0.14)}" ry="${r1(headR * 0.24)}" fill="#b47a56"/>
<rect width="${w}" height="${h}" fill="url(#pbg)" fill-opacity="0"/>
</svg>
`
}

write('default-project.svg', scene({ w: 1600, h: 900, seed: 7, title: '', look: 'venture', label: 'Project artwork placeholder', lettering: false }))

// ---- The demo content's pictures ----
// app/demo_content.json is the demo content, the one copy the Go seed loads
// too: each kind's items as the API shows them. An item with an "art" member
// has its picture drawn at its image URL (its one member under /images/),
// as the art says (demo-art.mjs): a subject of its category in the look's
// palette turned by its take (lettered with its eyebrow, if any: a project's
// cover has none, as its card shows the title right under it), or an abstract
// mark; the other pictures of its gallery are stills of it. Items that share
// a picture leave the art to the first.
// A Go test (app) checks that every image URL of the data exists and that
// each drawn picture carries its art's label.
const demo = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'app', 'demo_content.json'), 'utf8'))
const draw = { picture }
const STILL_ZOOM = [0.22, 0.2, 1.6]
for (const item of Object.values(demo).flat()) {
  if (!item.art) continue
  const urls = Object.values(item).filter((v) => typeof v === 'string' && v.startsWith('/images/'))
  if (urls.length !== 1 || !draw[item.art.draw]) throw new Error(`demo item ${item.title}: art needs one image URL and a known draw`)
  write(urls[0].slice('/images/'.length), draw[item.art.draw](item.art))
  // The other pictures of its gallery are stills of the same art, titled by
  // their alt: a detail (the 2nd, 4th…) or another colourway (the 3rd, 5th…).
  item.galleryImages?.forEach(({ src, alt }, i) => {
    if (src === urls[0]) return
    const still = i % 2 ? { zoom: STILL_ZOOM } : { take: (item.art.take ?? 0) + 4 }
    write(src.slice('/images/'.length), draw[item.art.draw]({ ...item.art, seed: item.art.seed + 1000 * i, label: alt, ...still }))
  })
}

// Home content module artwork: the hero backdrop, then each category's
// picture in its own subject, the funds' marks and the media kinds' studios.
write('home/hero.svg', scene({ w: 1920, h: 1080, seed: 500, title: 'Hero backdrop: a horizon at dusk', look: 'venture', label: 'Hero backdrop: a horizon at dusk', lettering: false }))
const homeArt = [
  ['category-games.svg', 'Games', 'games', 'champions', 3],
  ['category-film-animation.svg', 'Film, animation and documentaries', 'film-animation', 'archipelago', 1],
  ['category-cinematics.svg', 'Cinematics', 'cinematics', 'awakening', 2],
  ['category-music.svg', 'Music', 'music', 'stage', 2],
  ['category-esports.svg', 'eSports', 'esports', 'arena', 1],
  ['category-worldbuilding.svg', 'Worldbuilding and characters', 'worldbuilding', 'turnaround', 3],
  ['category-extended-media.svg', 'Extended media', 'extended-media', 'board', 1],
  ['fund-01.svg', 'First fund', 'venture', { mark: 0 }, 0],
  ['fund-02.svg', 'Second fund', 'venture', { mark: 6 }, 3],
  ['media-podcasts.svg', 'Podcast appearances', 'press', 'podcast', 1],
  ['media-documentaries.svg', 'Documentaries', 'film-animation', 'documentary', 2],
  ['media-interviews.svg', 'Interviews', 'press', 'interview', 0],
  ['media-articles.svg', 'Featured articles', 'extended-media', { subject: 'feature', headline: ['FEATURED', 'ARTICLES'] }, 0],
]
homeArt.forEach(([name, label, look, subject, take], i) => {
  const how = typeof subject === 'string' ? { subject } : subject
  write(`home/${name}`, picture({ width: 1600, height: 900, seed: 501 + i, look, take, label, ...how }))
})
write('home/portrait.svg', portrait({ w: 1200, h: 1500, label: 'Portrait placeholder: head and shoulders' }))

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
/**
 * The same mark as the browser tab's icon, in 0.4 kB of SVG where the PNG
 * takes 6 kB (the gradient): browsers fetch it with the page. The PNGs stay
 * for the manifest and the home-screen icon (Safari takes no SVG there).
 */
const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><linearGradient id="g" x2="1" y2="1"><stop offset=".1" stop-color="#123332"/><stop offset="1" stop-color="#1e6963"/></linearGradient><rect width="100" height="100" rx="10" fill="url(#g)"/><circle cx="50" cy="50" r="28" fill="none" stroke="#d4a84b" stroke-width="7"/><path fill="#d4a84b" d="M50 37 63 50 50 63 37 50z"/></svg>\n`
write('icon.svg', markSvg)
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
