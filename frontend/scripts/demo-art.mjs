// The demo content's pictures, drawn per category (issue 39): games as key
// art with characters and a HUD, film and TV as letterboxed frames, music as
// stages, records and waveforms, worldbuilding as sketch sheets and maps,
// extended media as boards, comics and statues, media as studios and stages,
// investments as abstract marks. Each picture is a `subject` drawn in a unit
// space 90 high (so its numbers stay short), in its category's palette turned
// by its `take`, with its own seed: projects of one category share a look,
// but not a composition, a palette or a focal subject.
// Pure functions of their arguments: the same art always gives the same bytes.

/** A small seeded generator (mulberry32): the same seed, the same sequence. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const n = (v) => String(Math.round(v * 10) / 10)
const pts = (a) => a.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')
const R = (x, y, w, h, fill, extra = '') => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`
const C = (x, y, r, fill, extra = '') => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`
const P = (points, fill, extra = '') => `<polygon points="${pts(points)}" fill="${fill}"${extra}/>`
const D = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const S = (d, stroke, width, extra = '') => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`
const op = (o) => ` opacity="${o}"`
const SANS = ' font-family="Arial, Helvetica, sans-serif"'
const T = (x, y, size, fill, text, extra = '') => `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${fill}" font-weight="700"${extra.includes('font-family') ? '' : SANS}${extra}>${esc(text)}</text>`

// ---- colour ----
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
const toHex = (rgb) => `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`
function rgbToHsl([r, g, b]) {
  r /= 255; g /= 255; b /= 255
  const max = Math.max(r, g, b), min = Math.min(r, g, b), l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return [h * 60, s, l]
}
function hslToRgb([h, s, l]) {
  const k = (m) => (m + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  return [0, 8, 4].map((m) => 255 * (l - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)))))
}
const turn = (c, deg) => { const [h, s, l] = rgbToHsl(hex(c)); return toHex(hslToRgb([(h + deg + 360) % 360, s, l])) }
const shade = (c, t) => toHex(hex(c).map((v) => (t < 0 ? v * (1 + t) : v + (255 - v) * t)))

/** Each category's palette: sky top and bottom, deep ground, main colour, accent, light and ink. */
const LOOKS = {
  games: ['#1b1440', '#b0486a', '#120a22', '#6b2f8f', '#f08a5d', '#ffd27a', '#fff4e0'],
  'film-animation': ['#0f2b46', '#5fa8a0', '#07182a', '#2f6f7a', '#f3d9a4', '#fff1c9', '#ffffff'],
  cinematics: ['#070914', '#3b3f7a', '#04050c', '#2a2d5c', '#8a6fb0', '#e8f0ff', '#f4f1ff'],
  music: ['#160b24', '#7a1f5c', '#0a0410', '#a0286a', '#ff5c8a', '#ffe1f0', '#ffffff'],
  esports: ['#041a24', '#0f5e7a', '#020c12', '#0c3d52', '#2fb3c9', '#b8f4ff', '#eafcff'],
  worldbuilding: ['#efe6d2', '#d9ccb0', '#3b3226', '#7a6a52', '#a8483f', '#fffaf0', '#2b241b'],
  'extended-media': ['#2a140c', '#b35a2a', '#180a05', '#7a3a1e', '#f2b266', '#ffe9b8', '#fff6e6'],
  press: ['#10161f', '#3d556e', '#080b10', '#2c3e52', '#e0574f', '#f2f6fa', '#ffffff'],
  venture: ['#0c2423', '#25756e', '#071716', '#1b5c57', '#d4a84b', '#f5e8c6', '#fbf6e9'],
}
const TURNS = [0, 38, -34, 72, -68, 150, 205, 110]

/** The palette of a look, turned by a take (the look's own colours at take 0). */
export function palette(look, take = 0) {
  const base = LOOKS[look] ?? LOOKS.venture
  const deg = TURNS[take % TURNS.length]
  const [top, bottom, deep, main, accent, light, ink] = look === 'worldbuilding' ? base.map((c, i) => (i === 4 ? turn(c, deg) : c)) : base.map((c) => turn(c, deg))
  return { top, bottom, deep, main, accent, light, ink }
}

// ---- shared pieces ----
const stars = (rand, W, H, k, fill) => Array.from({ length: k }, () => C(rand() * W, rand() * H, 0.15 + rand() * 0.35, fill, op(n(0.4 + rand() * 0.6)))).join('')
const beam = (x, y, x1, x2, y2, fill, o) => P([[x, y], [x1, y2], [x2, y2]], fill, op(o))
/** A standing figure, feet at (x, y), h tall; pose 0 still, 1 arm raised, 2 weapon, 3 cape. */
function figure(x, y, h, fill, pose = 0, extra = '') {
  const u = h / 10
  const body = `M${n(x - u)} ${n(y)}L${n(x - 0.7 * u)} ${n(y - 4.5 * u)}L${n(x - 1.4 * u)} ${n(y - 7.6 * u)}Q${n(x)} ${n(y - 8.6 * u)} ${n(x + 1.4 * u)} ${n(y - 7.6 * u)}L${n(x + 0.7 * u)} ${n(y - 4.5 * u)}L${n(x + u)} ${n(y)}Z`
  let parts = D(body, fill) + C(x, y - 9 * u, 0.95 * u, fill)
  if (pose === 1) parts += S(`M${n(x + 1.2 * u)} ${n(y - 7.4 * u)}L${n(x + 2.6 * u)} ${n(y - 10.5 * u)}`, fill, 0.7 * u, ' stroke-linecap="round"')
  if (pose === 2) parts += S(`M${n(x + 1.2 * u)} ${n(y - 6 * u)}L${n(x + 4.5 * u)} ${n(y - 12 * u)}`, fill, 0.45 * u)
  if (pose === 3) parts += D(`M${n(x - 1.3 * u)} ${n(y - 7.6 * u)}Q${n(x - 4 * u)} ${n(y - 3 * u)} ${n(x - 3.4 * u)} ${n(y + 0.2 * u)}L${n(x - u)} ${n(y)}Z`, fill)
  return `<g${extra}>${parts}</g>`
}
const sky = (id, p, W, H) => `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient></defs>${R(0, 0, W, H, `url(#${id})`)}`
const glow = (id, x, y, r, color, o = 0.7) => `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${o}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>${C(x, y, r, `url(#${id})`)}`
function ridgeLine(rand, W, base, amp, steps) {
  const a = [[0, 90]]
  for (let i = 0; i <= steps; i++) a.push([(W * i) / steps, base - amp * (0.3 + 0.7 * rand())])
  a.push([W, 90])
  return a
}
/** Isometric box: its top at (x, y), w wide, d deep, h tall, three shades of c. */
function isoBox(x, y, w, h, c) {
  const dx = w / 2, dy = w / 4
  return P([[x, y], [x + dx, y + dy], [x, y + 2 * dy], [x - dx, y + dy]], shade(c, 0.25)) +
    P([[x - dx, y + dy], [x, y + 2 * dy], [x, y + 2 * dy + h], [x - dx, y + dy + h]], c) +
    P([[x + dx, y + dy], [x, y + 2 * dy], [x, y + 2 * dy + h], [x + dx, y + dy + h]], shade(c, -0.35))
}
const hudBar = (x, y, w, f, c) => R(x, y, w, 1.6, '#000', op(0.5)) + R(x, y, w * f, 1.6, c)
const letterbox = (W) => R(0, 0, W, 10, '#000') + R(0, 80, W, 10, '#000')
const paper = (W, p) => R(0, 0, W, 90, p.top) + Array.from({ length: 12 }, (_, i) => R(0, i * 7.5 + 7, W, 0.15, p.main, op(0.25))).join('')

// ---- subjects: (W, rand, p, id, headline?) → SVG body over a W × 90 frame ----
// A headline (lines of capitals) is the text a subject letters in: a screen's, a page's, a bubble's.
export const SUBJECTS = {
  // Games: key art with characters, HUDs, boards, pixels and dioramas.
  champions: (W, r, p, id) => sky(`${id}s`, p, W, 90) + stars(r, W, 50, 40, p.light) +
    [0, 1, 2].map((i) => S(`M${n(W * (0.2 + i * 0.25))} ${n(4 + i * 6)}l${n(-14 - i * 3)} ${n(18 + i * 4)}`, p.light, 0.6, op(0.7))).join('') +
    glow(`${id}g`, W / 2, 52, 40, p.accent) + P(ridgeLine(r, W, 78, 10, 8), p.deep) +
    figure(W / 2 - 22, 80, 30, shade(p.deep, 0.08), 1) + figure(W / 2 + 22, 80, 30, shade(p.deep, 0.08), 2) + figure(W / 2, 84, 44, '#05030a', 3) +
    hudBar(6, 80, 30, 0.72, '#4cd964') + hudBar(6, 83, 30, 0.45, '#4aa3ff') + R(W - 22, 62, 18, 18, '#000', op(0.45)) + R(W - 22, 62, 18, 18, 'none', ` stroke="${p.light}" stroke-width="0.4"`) + C(W - 15, 70, 1, '#4cd964') + C(W - 9, 74, 1, '#ff4d4d') +
    [0, 1, 2, 3].map((i) => R(W / 2 - 13 + i * 7, 82, 5.5, 5.5, p.main, ` stroke="${p.light}" stroke-width="0.4"`)).join(''),
  tactics: (W, r, p, id) => {
    let tiles = ''
    for (let i = 0; i < 6; i++) for (let j = 0; j < 6; j++) {
      const x = W / 2 + (i - j) * 9, y = 34 + (i + j) * 4.5
      tiles += P([[x, y], [x + 9, y + 4.5], [x, y + 9], [x - 9, y + 4.5]], (i + j) % 2 ? p.main : shade(p.main, 0.2), ` stroke="${p.light}" stroke-opacity="0.3" stroke-width="0.2"`)
    }
    const units = [[1, 1, p.accent], [4, 2, p.light], [2, 4, '#111'], [3, 3, p.accent]].map(([i, j, c]) => figure(W / 2 + (i - j) * 9, 38.5 + (i + j) * 4.5, 11, c, (i + j) % 4)).join('')
    return sky(`${id}s`, p, W, 90) + glow(`${id}g`, W / 2, 56, 30, p.light, 0.5) + P([[W / 2 - 54, 61], [W / 2, 88], [W / 2, 95], [W / 2 - 54, 68]], p.deep) + P([[W / 2 + 54, 61], [W / 2, 88], [W / 2, 95], [W / 2 + 54, 68]], shade(p.deep, -0.4)) + tiles +
      `<ellipse cx="${n(W / 2 + 9)}" cy="${n(56.5)}" rx="13" ry="6.5" fill="none" stroke="${p.light}" stroke-width="0.6"/>` + units +
      R(4, 4, 34, 8, '#000', op(0.5)) + T(7, 10, 4.5, p.light, 'ROUND 3  ◆ 24') + T(W - 22, 84, 4.5, p.accent, '8 / 8')
  },
  cards: (W, r, p, id) => sky(`${id}s`, p, W, 90) + Array.from({ length: 30 }, () => C(r() * W, 40 + r() * 50, 0.3 + r() * 0.6, p.accent, op(n(0.3 + r() * 0.7)))).join('') +
    glow(`${id}g`, W / 2, 70, 45, p.accent, 0.6) +
    [-2, -1, 0, 1, 2].map((k) => `<g transform="rotate(${k * 12} ${n(W / 2)} 120)">${R(W / 2 - 12, 22, 24, 36, shade(p.deep, 0.1), ` rx="2" stroke="${p.light}" stroke-width="0.8"`)}${R(W / 2 - 9.5, 25, 19, 16, [p.main, p.accent, p.bottom][(k + 2) % 3], ' rx="1"')}${C(W / 2, 33, 4, p.light, op(0.8))}${R(W / 2 - 8, 45, 16, 1.2, p.light, op(0.6))}${R(W / 2 - 8, 48.5, 11, 1.2, p.light, op(0.4))}${C(W / 2 - 9, 24.5, 2.4, p.accent)}</g>`).join(''),
  diorama: (W, r, p, id) => {
    let houses = ''
    for (const [dx, dy, c, h] of [[-14, 36, p.accent, 8], [8, 40, p.light, 6], [-4, 46, p.main, 10], [18, 48, p.accent, 5]]) houses += isoBox(W / 2 + dx, dy, 12, h, c) + P([[W / 2 + dx - 6, dy + 3], [W / 2 + dx, dy - 4], [W / 2 + dx + 6, dy + 3], [W / 2 + dx, dy]], shade(p.deep, 0.2))
    const trees = Array.from({ length: 6 }, (_, i) => C(W / 2 - 30 + i * 11 + r() * 4, 50 + (i % 2) * 8, 3 + r() * 1.5, '#3f9b5a'))
    return sky(`${id}s`, p, W, 90) + C(W * 0.8, 18, 7, p.light, op(0.8)) + Array.from({ length: 4 }, () => `<ellipse cx="${n(r() * W)}" cy="${n(10 + r() * 30)}" rx="${n(8 + r() * 8)}" ry="2.5" fill="#fff" opacity="0.25"/>`).join('') +
      P([[W / 2, 30], [W / 2 + 42, 51], [W / 2, 72], [W / 2 - 42, 51]], '#57b06a') + P([[W / 2 - 42, 51], [W / 2, 72], [W / 2, 86], [W / 2 - 42, 65]], '#8a5a36') + P([[W / 2 + 42, 51], [W / 2, 72], [W / 2, 86], [W / 2 + 42, 65]], '#5a3a22') +
      houses + trees.join('') + R(4, 4, 22, 6, '#fff', ' opacity="0.85" rx="3"') + T(7, 8.6, 3.6, '#2a2a2a', '♥ 12  ☺ 48')
  },
  isocity: (W, r, p, id) => {
    let city = ''
    for (let j = 0; j < 4; j++) for (let i = 0; i < 5; i++) {
      const x = W / 2 + (i - j) * 10, y = 26 + (i + j) * 5
      const h = 4 + Math.floor(r() * 16)
      city += (r() < 0.3 ? C(x, y + 2, 4, '#3f9b5a') + C(x + 2, y, 3, '#5fc27a') : isoBox(x, y - h, 16, h, [p.main, p.light, shade(p.accent, 0.2)][(i + j) % 3]) + P([[x, y - h + 1], [x + 5, y - h + 3.5], [x, y - h + 6], [x - 5, y - h + 3.5]], '#6ccf7f'))
    }
    return sky(`${id}s`, p, W, 90) + glow(`${id}g`, W * 0.3, 24, 28, p.light, 0.6) + city + R(W - 34, 80, 30, 6, '#000', ' opacity="0.5" rx="3"') + T(W - 31, 84.6, 3.6, '#9ff0b0', 'POP 48,210 ▲')
  },
  fighters: (W, r, p, id) => sky(`${id}s`, p, W, 90) + C(W / 2, 46, 26, p.accent) + [0, 1, 2, 3].map((i) => R(W / 2 - 26, 40 + i * 5, 52, 1.6 + i * 0.6, p.bottom)).join('') +
    R(0, 72, W, 18, p.deep) + figure(W / 2 - 26, 80, 40, '#05030a', 2) + figure(W / 2 - 26, 80, 40, '#05030a', 2, ` transform="translate(${n(W)} 0) scale(-1 1)"`) +
    hudBar(6, 5, W / 2 - 20, 0.8, '#ffd23f') + `<g transform="translate(${n(W)} 0) scale(-1 1)">${hudBar(6, 5, W / 2 - 20, 0.55, '#ffd23f')}</g>` + T(W / 2 - 4.5, 10, 7, p.ink, '99') + T(W / 2 - 7, 30, 9, p.ink, 'VS', op(0.9)),
  pixel: (W, r, p) => {
    let px = R(0, 0, W, 90, p.top) + [0, 1, 2, 3].map((i) => R(0, 14 + i * 8, W, 8, [p.top, p.bottom, p.accent, p.light][i], op(0.55 + i * 0.1))).join('')
    px += Array.from({ length: 6 }, (_, i) => R(W / 2 - 12 + (i % 2) * 2, 20 + i * 4, 24 - (i % 2) * 4, 4, p.light)).join('')
    for (let y = 46; y < 90; y += 4) {
      const half = 6 + (y - 46) * 1.6
      px += R(0, y, W, 4, (y / 4) % 2 ? '#2f8f3f' : '#3aa84c') + R(W / 2 - half, y, 2 * half, 4, '#444') + R(W / 2 - half - 2, y, 2, 4, (y / 4) % 2 ? '#fff' : '#e33')
        + R(W / 2 + half, y, 2, 4, (y / 4) % 2 ? '#fff' : '#e33') + ((y / 4) % 2 ? R(W / 2 - 1, y, 2, 4, '#fff') : '')
    }
    const kart = (x, y, c) => R(x, y, 16, 6, c) + R(x + 4, y - 4, 8, 4, c) + R(x + 6, y - 7, 4, 3, '#ffd9b0') + R(x - 2, y + 4, 5, 4, '#111') + R(x + 13, y + 4, 5, 4, '#111')
    return px + kart(W / 2 - 8, 72, p.accent) + kart(W / 2 - 30, 58, p.main) + T(4, 9, 6, '#fff', 'LAP 2/3', ' font-family="monospace"') + T(4, 17, 6, '#ffd23f', '1ST', ' font-family="monospace"')
  },

  // Film and television: letterboxed frames.
  archipelago: (W, r, p, id) => sky(`${id}s`, p, W, 90) + glow(`${id}g`, W * 0.7, 30, 30, p.light, 0.7) +
    [[0.25, 40, 16], [0.62, 52, 24], [0.88, 30, 10]].map(([f, y, s]) => D(`M${n(W * f - s)} ${y}Q${n(W * f)} ${y - s * 0.3} ${n(W * f + s)} ${y}L${n(W * f + s * 0.2)} ${n(y + s)}L${n(W * f - s * 0.3)} ${n(y + s * 0.5)}Z`, p.deep) + C(W * f - s * 0.3, y - s * 0.25, s * 0.25, '#2f7f5a')).join('') +
    Array.from({ length: 5 }, () => `<ellipse cx="${n(r() * W)}" cy="${n(60 + r() * 20)}" rx="${n(14 + r() * 10)}" ry="3" fill="#fff" opacity="0.35"/>`).join('') +
    figure(W * 0.62 - 4, 46, 7, p.ink, 1) + figure(W * 0.62 + 2, 46, 6, p.ink, 0) + letterbox(W),
  riders: (W, r, p, id) => sky(`${id}s`, p, W, 90) + C(W * 0.35, 38, 20, p.light, op(0.9)) + P(ridgeLine(r, W, 66, 14, 7), p.main) + P([[0, 90], [0, 62], [W * 0.45, 58], [W, 70], [W, 90]], p.deep) +
    [0, 1, 2].map((i) => { const x = W * 0.3 + i * 10, y = 59 - i * 0.4; return D(`M${n(x - 4)} ${n(y)}l1 -4h6l2 -3l1 3l-1 4z`, '#05060a') + figure(x, y - 3.5, 7, '#05060a', i === 1 ? 2 : 0) }).join('') +
    S(`M${n(W * 0.3)} 50l0 -12`, '#05060a', 0.4) + P([[W * 0.3, 38], [W * 0.3 + 6, 40], [W * 0.3, 42]], p.accent) + letterbox(W),
  documentary: (W, r, p) => R(0, 0, W, 90, p.deep) + Array.from({ length: 6 }, (_, i) => R(W * 0.42 + (i % 3) * 28, 18 + Math.floor(i / 3) * 22, 25, 18, [p.main, p.bottom, p.accent][i % 3], op(0.7)) + R(W * 0.42 + (i % 3) * 28 + 3, 22 + Math.floor(i / 3) * 22, 12, 1.2, '#fff', op(0.5))).join('') +
    D(`M${n(W * 0.12)} 90Q${n(W * 0.14)} 58 ${n(W * 0.25)} 56Q${n(W * 0.36)} 58 ${n(W * 0.38)} 90Z`, '#0a0a0a') + C(W * 0.25, 44, 9, '#0a0a0a') + C(W * 0.23, 43, 9, p.light, op(0.18)) +
    C(8, 16, 1.6, '#ff3b30') + T(11, 17.6, 4.2, '#fff', 'REC') + T(W - 42, 17.6, 4.2, '#fff', '01:12:48:06', ' font-family="monospace"') + letterbox(W),
  bootcamp: (W, r, p, id) => R(0, 0, W, 90, p.deep) + glow(`${id}g`, W / 2, 40, 50, p.accent, 0.35) +
    [0, 1, 2, 3, 4].map((i) => { const x = W * (0.12 + i * 0.19); return R(x - 9, 36, 18, 12, p.light, op(0.85)) + R(x - 1, 48, 2, 5, '#111') + C(x, 58, 5.5, '#050505') + D(`M${n(x - 8)} 80Q${n(x)} 60 ${n(x + 8)} 80Z`, '#050505') }).join('') +
    R(0, 68, W, 3, '#222') + T(W - 42, 17.6, 4.2, '#fff', 'DAY 142 / 180', ' font-family="monospace"') + letterbox(W),

  // Cinematics: dramatic letterboxed frames.
  awakening: (W, r, p, id) => R(0, 0, W, 90, p.deep) + Array.from({ length: 9 }, (_, i) => beam(W / 2, 40, W / 2 - 80 + i * 20, W / 2 - 74 + i * 20, 0, p.light, 0.06)).join('') +
    glow(`${id}g`, W / 2, 44, 34, p.accent, 0.9) + `<ellipse cx="${n(W / 2)}" cy="44" rx="20" ry="9" fill="${p.light}"/>` + C(W / 2, 44, 8, p.accent) + C(W / 2, 44, 3.8, '#000') +
    P(ridgeLine(r, W, 82, 6, 10), '#000') + figure(W / 2, 76, 12, '#000', 1) + letterbox(W),
  lantern: (W, r, p, id) => sky(`${id}s`, p, W, 90) + stars(r, W, 45, 50, p.light) +
    P([[0, 60], [W * 0.62, 60], [W * 0.6, 90], [0, 90]], p.main) + Array.from({ length: 14 }, (_, i) => R(W * 0.62 + i * 1.2, 60 + (i % 3) * 2, 0.6, 30, p.light, op(n(0.5 - i * 0.03)))).join('') +
    C(W * 0.62 + 6, 60, 1.2, '#fff', op(0.6)) + C(W * 0.62 + 12, 61, 0.9, '#fff', op(0.5)) +
    D(`M${n(W * 0.5)} 60l2 -30h4l2 30z`, '#05060f') + R(W * 0.5 + 1.5, 24, 5, 6, p.accent) + P([[W * 0.5 + 1, 24], [W * 0.5 + 4, 20], [W * 0.5 + 7, 24]], '#05060f') +
    beam(W * 0.5 + 4, 27, W, W, 10, p.accent, 0.25) + figure(W * 0.38, 60, 9, '#05060f', 0) + glow(`${id}l`, W * 0.38 + 1.6, 55, 5, p.accent, 1) + letterbox(W),
  showdown: (W, r, p) => R(0, 0, W, 90, p.main) + P([[W * 0.6, 0], [W, 0], [W, 90], [W * 0.4, 90]], p.accent) +
    Array.from({ length: 60 }, (_, i) => C(W * 0.62 + (i % 10) * 6 - Math.floor(i / 10) * 2, 12 + Math.floor(i / 10) * 12, 1.2, p.deep, op(0.35))).join('') +
    Array.from({ length: 10 }, (_, i) => S(`M0 ${n(14 + i * 7)}l${n(W * 0.35)} ${n(-3 + r() * 6)}`, p.light, 0.3, op(0.4))).join('') +
    figure(W * 0.3, 80, 42, '#0a0a14', 2) + figure(W * 0.72, 80, 42, '#0a0a14', 3, ` transform="translate(${n(W * 1.44)} 0) scale(-1 1)"`) + letterbox(W),
  tidecaller: (W, r, p) => R(0, 0, W, 90, p.bottom) + D(`M0 70Q${n(W * 0.3)} 40 ${n(W * 0.55)} 30Q${n(W * 0.75)} 24 ${n(W * 0.7)} 40Q${n(W * 0.62)} 38 ${n(W * 0.6)} 48Q${n(W * 0.8)} 60 ${W} 58V90H0Z`, p.main) +
    D(`M0 78Q${n(W * 0.4)} 60 ${n(W * 0.6)} 66Q${n(W * 0.8)} 72 ${W} 68V90H0Z`, p.deep) + Array.from({ length: 26 }, () => C(W * 0.45 + r() * W * 0.3, 20 + r() * 22, 0.4 + r() * 0.8, '#fff', op(0.8))).join('') +
    figure(W * 0.72, 40, 14, '#0b0b18', 1) + R(W * 0.08, 14, W * 0.84, 62, 'none', ` stroke="${p.ink}" stroke-width="0.3" stroke-dasharray="2 2"`) + S(`M${n(W / 2 - 3)} 45h6M${n(W / 2)} 42v6`, p.ink, 0.3) +
    T(W * 0.08 + 2, 20, 3.6, p.ink, 'SHOT 040 · TAKE 7', ' font-family="monospace"') + T(W * 0.92 - 22, 73, 3.6, p.ink, 'f 0123', ' font-family="monospace"') + letterbox(W),

  // Music: stages, neon, records and waveforms.
  stage: (W, r, p, id) => R(0, 0, W, 90, p.deep) + [0.15, 0.32, 0.5, 0.68, 0.85].map((f, i) => beam(W * f, 6, W * f - 26 + i * 6, W * f - 10 + i * 6, 90, i % 2 ? p.accent : p.light, 0.16)).join('') +
    [0.15, 0.32, 0.5, 0.68, 0.85].map((f) => C(W * f, 6, 2, p.light)).join('') + R(W * 0.2, 52, W * 0.6, 3, '#000') + glow(`${id}g`, W / 2, 46, 16, p.accent, 0.8) + figure(W / 2, 52, 20, '#000', 1) +
    D(`M0 90${Array.from({ length: 40 }, (_, i) => `L${n((W * i) / 40)} ${n(74 - r() * 5)}L${n((W * i) / 40 + W / 80)} ${n(r() < 0.3 ? 62 : 72)}`).join('')}L${n(W)} 90Z`, '#000'),
  neon: (W, r, p, id) => sky(`${id}s`, p, W, 90) + C(W / 2, 40, 18, p.accent, op(0.9)) + [0, 1, 2, 3].map((i) => R(W / 2 - 18, 38 + i * 4, 36, 1 + i * 0.5, p.top)).join('') + R(0, 54, W, 36, '#07020c') +
    Array.from({ length: 9 }, (_, i) => S(`M${n(W / 2)} 54L${n(W / 2 + (i - 4) * 30)} 90`, p.accent, 0.3)).join('') + [58, 63, 70, 80].map((y) => S(`M0 ${y}H${n(W)}`, p.accent, 0.3)).join('') +
    S(`M${n(W / 2)} 24c-4 -6 -12 -2 -8 4l8 8l8 -8c4 -6 -4 -10 -8 -4z`, p.light, 1.2, ` filter="url(#${id}b)"`) + `<defs><filter id="${id}b"><feGaussianBlur stdDeviation="0.6"/></filter></defs>` + S(`M${n(W / 2)} 24c-4 -6 -12 -2 -8 4l8 8l8 -8c4 -6 -4 -10 -8 -4z`, '#fff', 0.4) +
    [0.3, 0.42, 0.58, 0.7].map((f, i) => figure(W * f, 60, 16, '#07020c', i % 3)).join(''),
  vinyl: (W, r, p) => R(0, 0, W, 90, p.deep) + R(W * 0.14, 12, 66, 66, p.main) + R(W * 0.14 + 6, 18, 54, 54, 'none', ` stroke="${p.light}" stroke-width="0.5"`) +
    T(W * 0.14 + 8, 70, 5, p.ink, 'OST') + [0, 1, 2, 3, 4].map((i) => R(W * 0.14 + 10 + i * 9, 30 + (i % 2) * 6, 5, 24 - (i % 2) * 10, p.light, op(0.5))).join('') +
    C(W * 0.6, 45, 34, '#0a0a0a') + Array.from({ length: 9 }, (_, i) => `<circle cx="${n(W * 0.6)}" cy="45" r="${13 + i * 2.3}" fill="none" stroke="#2a2a2a" stroke-width="0.3"/>`).join('') +
    C(W * 0.6, 45, 11, p.accent) + C(W * 0.6, 45, 1.2, p.deep) + D(`M${n(W * 0.6 - 18)} 22a30 30 0 0 1 24 -4l-2 6a24 24 0 0 0 -19 3z`, '#fff', op(0.12)) + S(`M${n(W * 0.92)} 10L${n(W * 0.8)} 44`, '#bbb', 1.6, ' stroke-linecap="round"'),
  waveform: (W, r, p, id) => sky(`${id}s`, p, W, 90) + [0, 1, 2].map((i) => `<circle cx="${n(W / 2)}" cy="45" r="${22 + i * 12}" fill="none" stroke="${p.light}" stroke-opacity="${0.35 - i * 0.1}" stroke-width="0.5"/>`).join('') +
    Array.from({ length: 56 }, (_, i) => { const x = (W * (i + 0.5)) / 56; const hgt = 2 + 30 * Math.abs(Math.sin(i * 0.45 + r())) * Math.exp(-(((i - 28) / 18) ** 2)); return R(x - 0.9, 45 - hgt, 1.8, hgt * 2, i % 7 ? p.light : p.accent, ' rx="0.9"') }).join('') +
    S(`M0 45H${n(W)}`, p.ink, 0.2, op(0.5)),

  // eSports: arenas, stages and ceremonies.
  arena: (W, r, p, id) => sky(`${id}s`, p, W, 90) + stars(r, W, 30, 20, p.light) + R(W / 2 - 34, 10, 68, 30, '#000', ` stroke="${p.light}" stroke-width="0.6"`) + R(W / 2 - 32, 12, 64, 26, p.main) +
    glow(`${id}g`, W / 2, 25, 14, p.accent, 1) + D(`M${n(W / 2 - 6)} 16h12l-2 9a4 4 0 0 1 -8 0zM${n(W / 2 - 1)} 29h2v4h3v2h-8v-2h3z`, '#ffd23f') +
    D(`M0 56Q${n(W / 2)} 38 ${n(W)} 56V90H0Z`, p.deep) + D(`M0 66Q${n(W / 2)} 50 ${n(W)} 66V90H0Z`, '#000', op(0.4)) + `<ellipse cx="${n(W / 2)}" cy="74" rx="${n(W * 0.28)}" ry="9" fill="${p.accent}" opacity="0.5"/>` +
    Array.from({ length: 70 }, () => C(r() * W, 52 + r() * 22, 0.35, p.light, op(0.8))).join('') + beam(W * 0.1, 90, W * 0.4, W * 0.46, 0, p.light, 0.08) + beam(W * 0.9, 90, W * 0.54, W * 0.6, 0, p.light, 0.08),
  versus: (W, r, p, id) => R(0, 0, W, 90, p.deep) + glow(`${id}g`, W / 2, 30, 30, p.accent, 0.7) + R(W / 2 - 26, 10, 52, 28, p.main, ` stroke="${p.light}" stroke-width="0.6"`) +
    T(W / 2 - 18, 28, 10, p.ink, '2 : 1') + [[-1, p.accent], [1, p.light]].map(([s, c]) => R(W / 2 + s * 48 - 22, 48, 44, 8, c) + [0, 1, 2, 3, 4].map((i) => C(W / 2 + s * 48 - 18 + i * 9, 45, 2.6, '#000') + R(W / 2 + s * 48 - 21 + i * 9, 39, 6, 4, c, op(0.8))).join('')).join('') +
    R(0, 56, W, 34, '#000', op(0.6)) + T(W / 2 - 46, 70, 5, p.ink, 'BLUE SIDE') + T(W / 2 + 22, 70, 5, p.ink, 'RED SIDE'),
  ceremony: (W, r, p, id) => R(0, 0, W, 90, p.top) + [[0.2, 20, p.accent], [0.5, 12, p.light], [0.8, 22, '#ffd23f'], [0.35, 30, p.light], [0.66, 30, p.accent]].map(([f, y, c]) =>
    Array.from({ length: 14 }, (_, i) => { const a = (i / 14) * Math.PI * 2; return S(`M${n(W * f + Math.cos(a) * 2)} ${n(y + Math.sin(a) * 2)}L${n(W * f + Math.cos(a) * 9)} ${n(y + Math.sin(a) * 9)}`, c, 0.5, ' stroke-linecap="round"') }).join('')).join('') +
    S(`M${n(W * 0.15)} 60C${n(W * 0.3)} 20 ${n(W * 0.6)} 70 ${n(W * 0.8)} 36`, p.light, 5, ' stroke-linecap="round" opacity="0.35"') + P([[W * 0.8, 30], [W * 0.9, 34], [W * 0.81, 42]], p.light, op(0.5)) + C(W * 0.84, 34, 0.9, '#fff') +
    glow(`${id}g`, W / 2, 70, 36, p.accent, 0.6) + R(W * 0.15, 66, W * 0.7, 4, '#000') + D(`M0 90L0 76Q${n(W / 2)} 68 ${n(W)} 76V90Z`, '#000') +
    [0.3, 0.5, 0.7].map((f) => figure(W * f, 66, 10, '#000', 1)).join(''),

  // Worldbuilding and characters: maps, concept sheets, turnarounds, books.
  map: (W, r, p) => {
    let coast = 'M'
    for (let i = 0; i < 24; i++) { const a = (i / 24) * Math.PI * 2, rad = 26 + r() * 10; coast += `${n(W / 2 + Math.cos(a) * rad * 1.7)} ${n(45 + Math.sin(a) * rad)}${i < 23 ? 'L' : 'Z'}` }
    const peaks = Array.from({ length: 9 }, () => { const x = W / 2 - 30 + r() * 50, y = 30 + r() * 25; return S(`M${n(x - 3)} ${n(y + 2)}l3 -5l3 5`, p.deep, 0.5) }).join('')
    return R(0, 0, W, 90, p.top) + R(3, 3, W - 6, 84, 'none', ` stroke="${p.main}" stroke-width="0.8"`) + D(coast, p.bottom, ` stroke="${p.deep}" stroke-width="0.6"`) + peaks +
      S(`M${n(W / 2 - 40)} 58q20 -20 40 -4t36 -14`, p.accent, 0.6, ' stroke-dasharray="1.5 1.5"') + C(W / 2 - 40, 58, 1.4, p.accent) + C(W / 2 + 36, 40, 1.4, p.accent) +
      `<g transform="translate(${n(W - 22)} 20)">${P([[0, -10], [2, 0], [0, 10], [-2, 0]], p.deep)}${P([[-10, 0], [0, 2], [10, 0], [0, -2]], p.main)}${T(-1.6, -11.5, 4, p.deep, 'N')}</g>` +
      T(8, 82, 4.4, p.deep, 'THE KNOWN REALMS', ' letter-spacing="1"')
  },
  concept: (W, r, p) => paper(W, p) + R(8, 8, W * 0.62, 56, p.main, op(0.18)) +
    P([[8, 64], [8, 40], [22, 20], [34, 36], [46, 14], [62, 34], [76, 22], [W * 0.62 + 8, 44], [W * 0.62 + 8, 64]], '#c9d6df') + P([[46, 14], [52, 24], [48, 22], [42, 24]], '#fff') +
    D(`M50 64v-16h4v-6h3v6h6v-10l3 -4l3 4v10h4v16z`, p.deep, op(0.85)) + S(`M8 64H${n(W * 0.62 + 8)}M${n(W * 0.31 + 8)} 8V64`, p.main, 0.2, ' stroke-dasharray="1 1"') +
    [0, 1, 2, 3].map((i) => R(W * 0.72, 10 + i * 12, 10, 10, ['#c9d6df', '#7d93a6', p.deep, p.accent][i]) + R(W * 0.72 + 13, 14 + i * 12, 24, 1, p.deep, op(0.5))).join('') +
    S(`M${n(W * 0.2)} 76q10 -6 20 0t20 0`, p.deep, 0.4) + T(8, 84, 4, p.deep, 'NORTHERN KEEP · V3', ' font-family="monospace"'),
  turnaround: (W, r, p) => {
    const sketch = (x, side) => `<g fill="none" stroke="${p.deep}" stroke-width="0.5" stroke-linecap="round">` +
      `<ellipse cx="${n(x)}" cy="16" rx="${side ? 3 : 3.6}" ry="4.4"/>` + `<path d="M${n(x - 6)} 24h12l-1 22h-10z"/>` + `<path d="M${n(x - 4)} 46l-1 26M${n(x + 4)} 46l1 26M${n(x - 6)} 24l-4 20M${n(x + 6)} 24l4 20"/>` +
      `<path d="M${n(x - 7)} 25q-8 22 -3 40" stroke="${p.accent}"/>` + `<path d="M${n(x - 8)} 72h6M${n(x + 2)} 72h6"/></g>`
    return paper(W, p) + [10, 30, 50, 72].map((y) => S(`M4 ${y}H${n(W - 4)}`, p.accent, 0.2, op(0.6))).join('') + [0.18, 0.42, 0.66].map((f, i) => sketch(W * f, i === 1)).join('') +
      [0.18, 0.42, 0.66].map((f, i) => T(W * f - 5, 82, 3.6, p.deep, ['FRONT', 'SIDE', 'BACK'][i], ' font-family="monospace"')).join('') +
      [0, 1, 2, 3, 4].map((i) => C(W * 0.86, 16 + i * 11, 4, [p.accent, '#3b4a5a', '#c9a27a', '#6b7f4a', p.deep][i])).join('') + T(W * 0.8, 76, 3.4, p.deep, 'PALETTE')
  },
  book: (W, r, p, id) => R(0, 0, W, 90, p.deep) + glow(`${id}g`, W / 2, 45, 60, p.accent, 0.25) + D(`M${n(W / 2)} 14Q${n(W / 2 - 30)} 8 ${n(W / 2 - 62)} 14V80Q${n(W / 2 - 30)} 74 ${n(W / 2)} 80Z`, p.top) +
    D(`M${n(W / 2)} 14Q${n(W / 2 + 30)} 8 ${n(W / 2 + 62)} 14V80Q${n(W / 2 + 30)} 74 ${n(W / 2)} 80Z`, p.bottom) +
    Array.from({ length: 11 }, (_, i) => R(W / 2 - 54, 22 + i * 5, 44 - (i === 10 ? 20 : r() * 6), 1, p.main, op(0.6))).join('') +
    C(W / 2 + 31, 40, 16, p.accent, op(0.85)) + S(`M${n(W / 2 + 20)} 28l8 10l-3 6l9 12M${n(W / 2 + 40)} 26l-5 12l6 4`, p.top, 0.8) + R(W / 2 + 14, 62, 36, 1, p.main, op(0.6)) + R(W / 2 + 14, 66, 30, 1, p.main, op(0.6)),

  // Extended media: board games, comics, mini-games, statues.
  board: (W, r, p) => {
    let hexes = ''
    for (let j = 0; j < 5; j++) for (let i = 0; i < 9; i++) {
      const x = W / 2 - 44 + i * 11 + (j % 2) * 5.5, y = 18 + j * 10
      hexes += P(Array.from({ length: 6 }, (_, k) => [x + Math.cos((k * Math.PI) / 3 + Math.PI / 6) * 6, y + Math.sin((k * Math.PI) / 3 + Math.PI / 6) * 6]), ['#6ea85a', '#c9b07a', '#4a7fa8', '#8a8f94', '#3f7f48'][Math.floor(r() * 5)], ` stroke="${p.deep}" stroke-width="0.4"`)
    }
    const meeple = (x, y, c) => D(`M${n(x)} ${n(y - 6)}a2 2 0 1 1 0.1 0M${n(x - 4)} ${n(y)}l1 -3l-2 -1l3 -1h4l3 1l-2 1l1 3z`, c)
    return R(0, 0, W, 90, p.deep) + R(W / 2 - 56, 8, 112, 66, p.main, ' rx="2"') + hexes + meeple(W / 2 - 20, 40, '#e33') + meeple(W / 2 + 12, 30, '#fff') + meeple(W / 2 + 30, 50, '#ffd23f') +
      `<g transform="rotate(-12 20 80)">${R(10, 72, 10, 10, '#fff', ' rx="1.5"')}${C(13, 75, 0.9, '#111')}${C(17, 79, 0.9, '#111')}</g>` + R(W - 30, 70, 14, 18, p.light, ' rx="1" transform="rotate(8 130 80)"') + R(W - 26, 68, 14, 18, p.accent, ' rx="1" transform="rotate(-6 130 80)"')
  },
  comic: (W, r, p, id, headline = ['WHAM!']) => {
    const dots = `<defs><pattern id="${id}h" width="2" height="2" patternUnits="userSpaceOnUse"><circle cx="1" cy="1" r="0.45" fill="${p.deep}" opacity="0.35"/></pattern></defs>`
    const panel = (x, y, w, h, c) => R(x, y, w, h, c, ` stroke="#111" stroke-width="1"`) + R(x, y, w, h, `url(#${id}h)`)
    return dots + R(0, 0, W, 90, '#f4ecd8') + panel(4, 4, W * 0.55, 46, p.accent) + panel(W * 0.55 + 7, 4, W * 0.45 - 11, 46, p.main) + panel(4, 53, W * 0.3, 33, p.light) + panel(W * 0.3 + 7, 53, W * 0.7 - 11, 33, p.bottom) +
      Array.from({ length: 12 }, (_, i) => S(`M${n(W * 0.3)} 27L${n(W * 0.3 + Math.cos(i / 1.9) * 40)} ${n(27 + Math.sin(i / 1.9) * 40)}`, '#fff', 0.5, op(0.7))).join('') +
      figure(W * 0.3, 48, 36, '#111', 2) + `<ellipse cx="${n(W * 0.78)}" cy="18" rx="${n(Math.max(14, headline[0].length * 1.9 + 4))}" ry="8" fill="#fff" stroke="#111" stroke-width="0.6"/>` + T(W * 0.78 - headline[0].length * 1.7, 20, 5, '#111', headline[0]) +
      figure(W * 0.5, 84, 20, '#111', 0) + figure(W * 0.62, 84, 22, '#111', 3) + figure(W * 0.74, 84, 19, '#111', 1) + T(10, 64, 9, '#111', 'POW')
  },
  minigames: (W, r, p, id) => sky(`${id}s`, p, W, 90) + glow(`${id}g`, W / 2, 45, 40, p.accent, 0.5) +
    [[-1, -8], [0, 0], [1, 8]].map(([k, rot], i) => `<g transform="rotate(${rot} ${n(W / 2 + k * 40)} 46)">${R(W / 2 + k * 40 - 14, 14, 28, 56, '#111', ' rx="4"')}${R(W / 2 + k * 40 - 12, 19, 24, 44, [p.main, p.deep, p.bottom][i])}` +
      (i === 0 ? R(W / 2 - 50, 30, 1.6, 10, '#fff') + R(W / 2 - 32, 44, 1.6, 10, '#fff') + C(W / 2 - 40, 40, 1.2, '#fff') : i === 1 ? Array.from({ length: 12 }, (_, k2) => R(W / 2 - 10 + (k2 % 4) * 5, 24 + Math.floor(k2 / 4) * 4, 4, 3, [p.accent, p.light, '#4cd964'][k2 % 3])).join('') + R(W / 2 - 4, 56, 8, 2, '#fff') + C(W / 2 + 2, 48, 1, '#fff') : C(W / 2 + 40, 40, 6, p.accent) + C(W / 2 + 40, 40, 3, '#fff') + C(W / 2 + 40, 40, 1.2, p.accent)) + '</g>').join(''),
  statue: (W, r, p, id) => R(0, 0, W, 90, p.deep) + beam(W / 2, 0, W / 2 - 30, W / 2 + 30, 90, p.light, 0.12) + glow(`${id}g`, W / 2, 40, 26, p.accent, 0.6) +
    R(W / 2 - 16, 66, 32, 6, shade(p.main, -0.2)) + R(W / 2 - 20, 72, 40, 18, '#111') + R(W / 2 - 20, 72, 40, 1, p.light, op(0.5)) +
    figure(W / 2, 66, 48, `url(#${id}m)`, 2) + `<defs><linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.light}"/><stop offset="0.5" stop-color="${p.accent}"/><stop offset="1" stop-color="${shade(p.main, -0.4)}"/></linearGradient></defs>` +
    T(W / 2 - 10, 82, 3.6, p.light, 'No. 0427 / 1500', ' font-family="monospace"'),

  // Media: studios and stages.
  podcast: (W, r, p, id) => R(0, 0, W, 90, p.deep) + Array.from({ length: 12 }, (_, i) => R(i * (W / 12), 0, W / 12 - 0.8, 90, p.main, op(0.35 + (i % 3) * 0.1))).join('') + glow(`${id}g`, W * 0.62, 40, 30, p.accent, 0.5) +
    `<g transform="rotate(-18 ${n(W * 0.62)} 40)">${R(W * 0.62 - 7, 18, 14, 28, '#1a1a1a', ' rx="7"')}${Array.from({ length: 6 }, (_, i) => R(W * 0.62 - 6, 22 + i * 3.5, 12, 0.8, '#555')).join('')}${S(`M${n(W * 0.62)} 46v14`, '#1a1a1a', 1.6)}</g>` +
    S(`M${n(W * 0.62 - 12)} 60h30`, '#1a1a1a', 1.6) + R(W * 0.8, 18, 22, 8, '#ff3b30', ' rx="1.5"') + T(W * 0.8 + 2.5, 24, 5, '#fff', 'ON AIR'),
  conversation: (W, r, p, id) => R(0, 0, W, 90, p.bottom) + glow(`${id}g`, W / 2, 30, 40, p.light, 0.5) + R(0, 64, W, 26, p.main) +
    [-1, 1].map((s, i) => { const x = W / 2 + s * 28; return figure(x, 62, 22, '#111', i) + D(`M${n(x - 9)} 66v-12h18v12z`, shade(p.main, -0.5)) }).join('') +
    C(W / 2, 58, 5, p.light, op(0.9)) + R(W / 2 - 0.6, 62, 1.2, 8, '#111'),
  keynote: (W, r, p, id, headline = ['KEYNOTE']) => R(0, 0, W, 90, p.deep) + R(W * 0.18, 8, W * 0.64, 40, p.main) + headline.map((line, i) => T(W * 0.18 + 6, 26 + i * 8, 7, p.ink, line)).join('') + glow(`${id}g`, W * 0.7, 64, 20, p.light, 0.5) +
    R(0, 66, W, 24, '#000') + figure(W * 0.7, 68, 18, '#000', 1) + R(W * 0.5, 58, 10, 10, '#222') + Array.from({ length: 30 }, (_, i) => C((W * i) / 30 + 2, 86, 3.5, '#000', ` stroke="${p.main}" stroke-width="0.3"`)).join(''),
  panel: (W, r, p, id, headline = ['PANEL']) => R(0, 0, W, 90, p.deep) + glow(`${id}g`, W / 2, 20, 50, p.accent, 0.35) + R(W * 0.1, 8, W * 0.8, 22, p.main) + T(W * 0.1 + 5, 22, 6, p.ink, headline.join(' ')) +
    [0.22, 0.41, 0.59, 0.78].map((f, i) => figure(W * f, 62, 18, '#000', i % 2)).join('') + R(W * 0.12, 54, W * 0.76, 4, p.light) + R(W * 0.12, 58, W * 0.76, 14, shade(p.main, -0.4)) + R(0, 72, W, 18, '#000'),
  interview: (W, r, p, id) => R(0, 0, W, 90, p.bottom) + beam(W * 0.1, 0, W * 0.3, W * 0.6, 90, p.light, 0.14) + glow(`${id}g`, W * 0.35, 46, 24, p.light, 0.5) +
    D(`M${n(W * 0.24)} 90Q${n(W * 0.26)} 60 ${n(W * 0.35)} 58Q${n(W * 0.44)} 60 ${n(W * 0.46)} 90Z`, p.deep) + C(W * 0.35, 48, 8, p.deep) +
    R(W * 0.66, 30, 20, 14, '#111', ' rx="1.5"') + C(W * 0.66, 37, 5, '#222', ` stroke="${p.light}" stroke-width="0.5"`) + S(`M${n(W * 0.76)} 44l-8 34M${n(W * 0.76)} 44l0 36M${n(W * 0.76)} 44l8 34`, '#111', 0.8) + C(W * 0.84, 34, 1.2, '#ff3b30'),
  feature: (W, r, p, id, headline = ['THE', 'FEATURE']) => R(0, 0, W, 90, p.deep) + `<g transform="rotate(${n(-6 + r() * 12)} ${n(W / 2)} 45)">${R(W / 2 - 60, 10, 120, 72, '#f8f5ee')}${R(W / 2 - 56, 14, 54, 64, p.main)}${figure(W / 2 - 29, 78, 50, p.deep, 0)}` +
    headline.map((line, i) => T(W / 2 + 2, 24 + i * 8, 7, '#111', line)).join('') + Array.from({ length: 9 }, (_, i) => R(W / 2 + 2, 38 + i * 4.4, 52 - (i % 3) * 6, 1.2, '#555', op(0.6))).join('') + '</g>',

}

/** Abstract marks for funds and companies, drawn about (x, y) with radius s. */
const MARKS = [
  (x, y, s, p) => [0, 1, 2].map((i) => R(x - s + i * s * 0.7, y + s * 0.6 - (i + 1) * s * 0.5, s * 0.55, (i + 1) * s * 0.5, i === 2 ? p.accent : p.light, ' rx="1"')).join(''),
  (x, y, s, p) => [1, 0.7, 0.4].map((f, i) => C(x, y, s * f, 'none', ` stroke="${i === 1 ? p.accent : p.light}" stroke-width="${n(s * 0.12)}"`)).join(''),
  (x, y, s, p) => C(x, y, s, p.light) + C(x + s * 0.4, y - s * 0.25, s * 0.85, p.deep) + C(x + s * 0.5, y + s * 0.4, s * 0.12, p.accent),
  (x, y, s, p) => [0, 1, 2].map((i) => S(`M${n(x - s)} ${n(y - s * 0.4 + i * s * 0.45)}q${n(s / 2)} ${n(-s * 0.4)} ${n(s)} 0t${n(s)} 0`, i === 1 ? p.accent : p.light, s * 0.12, ' stroke-linecap="round"')).join(''),
  (x, y, s, p) => P([[x, y - s], [x + s * 0.9, y + s * 0.7], [x - s * 0.9, y + s * 0.7]], 'none', ` stroke="${p.light}" stroke-width="${n(s * 0.12)}" stroke-linejoin="round"`) + C(x, y - s, s * 0.2, p.accent) + C(x + s * 0.9, y + s * 0.7, s * 0.14, p.light) + C(x - s * 0.9, y + s * 0.7, s * 0.14, p.light),
  (x, y, s, p) => D(`M${n(x)} ${n(y + s)}C${n(x - s * 1.2)} ${n(y)} ${n(x - s * 0.4)} ${n(y - s)} ${n(x)} ${n(y - s)}C${n(x + s * 0.4)} ${n(y - s)} ${n(x + s * 1.2)} ${n(y)} ${n(x)} ${n(y + s)}Z`, p.light) + S(`M${n(x)} ${n(y + s)}V${n(y - s * 0.6)}`, p.deep, s * 0.08) + C(x, y - s * 0.1, s * 0.18, p.accent),
  (x, y, s, p) => P(Array.from({ length: 8 }, (_, k) => { const a = (k * Math.PI) / 4 - Math.PI / 2, rr = k % 2 ? s * 0.3 : s; return [x + Math.cos(a) * rr, y + Math.sin(a) * rr] }), p.light) + C(x, y, s * 0.14, p.accent),
  (x, y, s, p) => [0, 1, 2, 3].map((i) => D(`M${n(x)} ${n(y)}L${n(x + Math.cos((i * Math.PI) / 2) * s)} ${n(y + Math.sin((i * Math.PI) / 2) * s)}A${n(s)} ${n(s)} 0 0 1 ${n(x + Math.cos(((i + 1) * Math.PI) / 2) * s)} ${n(y + Math.sin(((i + 1) * Math.PI) / 2) * s)}Z`, i % 2 ? p.accent : p.light, op(i % 2 ? 1 : 0.85))).join(''),
]

/**
 * A picture of the demo: `subject` over a W × 90 frame (W from the aspect),
 * titled `label` (its text alternative inside the file), with an optional
 * eyebrow lettered on top; or, with `mark` set, one of the abstract marks;
 * with `zoom` ([x, y, s]: the window's corner as fractions of the frame, its
 * magnification), a detail of it.
 */
export function picture({ width, height, seed, look, take = 0, subject, label, eyebrow, headline, mark, zoom }) {
  const W = Math.round((90 * width) / height * 10) / 10
  // A detail: the frame's window at (x, y) of the frame's size over s, at the same aspect.
  const view = zoom ? `${n(zoom[0] * W)} ${n(zoom[1] * 90)} ${n(W / zoom[2])} ${n(90 / zoom[2])}` : `0 0 ${W} 90`
  const rand = rng(seed)
  const p = palette(look, take)
  const id = `p${seed}`
  let body
  if (mark !== undefined) body = R(0, 0, W, 90, p.deep) + glow(`${id}g`, W / 2, 45, 45, p.main, 0.8) + MARKS[mark % MARKS.length](W / 2, 45, 26, p)
  else {
    const draw = SUBJECTS[subject]
    if (!draw) throw new Error(`unknown subject ${subject} for ${label}`)
    body = draw(W, rand, p, id, headline)
  }
  const lettering = eyebrow ? R(5, 4, eyebrow.length * 3.1 + 6, 8, '#000', ' opacity="0.55" rx="1"') + T(8, 9.8, 4, '#fff', eyebrow.toUpperCase(), ' letter-spacing="0.5"') : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view}" width="${width}" height="${height}" role="img" aria-labelledby="${id}t">
<title id="${id}t">${esc(label)}</title>
${body}${lettering}
</svg>
`
}
