import postcss, { type AtRule, type Declaration, type Root } from 'postcss'

/**
 * The build's last pass over a prerendered public page (scripts/prerender.mjs):
 * the CSS the design system's runtime wrote into its head, made as small as
 * the page allows without changing what any element computes. Public pages
 * are never hydrated (their script is src/public, which brings its own CSS
 * and reads none of this), so nothing at run time needs Emotion's names or
 * the tokens by name. A phone on a slow link gets its first page in one
 * round trip when the page is under ~14 KB compressed; the design system's
 * CSS was half of it.
 *
 * - Tokens that can only have one value (declared once, on the root, in the
 *   tokens layer) are written where they are read: `var(--chakra-spacing-4)`
 *   becomes `1rem`. Tokens the theme switches (light, dark, the dark values
 *   without script) stay custom properties.
 * - Custom properties no rule, inline style or other property reads are left
 *   out, and so are keyframes nothing names.
 * - The custom properties that stay and Emotion's class names get short
 *   names, the same in the styles, the `class` and the `style` attributes.
 *   A name the public script (`script`) mentions, or the app's source
 *   (`source`) declares (`'--grid-columns': …`), is never renamed, inlined
 *   or left out: scripts and tests may read it.
 * - The `data-emotion` attributes go: no Emotion runtime reads this page.
 */
export function optimizePage(page: string, script: string, source: string): string {
  const declared = [...source.matchAll(/["'`]?(--[\w-]+)["'`]?\s*:/g)].map((m) => m[1])
  const elsewhere = `${script}\n${[...new Set(declared)].join(' ')}`
  const head = page.indexOf('</head>')
  if (head < 0) throw new Error('optimizePage: the page has no </head>')
  const STYLE = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g
  const tags = [...page.slice(0, head).matchAll(STYLE)]
  const roots = tags.map((t) => postcss.parse(t[2]))
  const body = page.slice(head)
  const styleAttrs = [...page.matchAll(/ style="([^"]*)"/g)].map((m) => m[1]).join(';')

  inlineConstantTokens(roots, styleAttrs + elsewhere)
  pruneCustomProperties(roots, body + elsewhere)
  pruneKeyframes(roots, body + script)
  const taken = (n: string) => mentions(page, n) || mentions(elsewhere, n)
  const vars = shortNames(customPropertyNames(roots).filter((n) => !mentions(elsewhere, n)), '--', taken)
  const classes = shortNames(emotionClasses(roots), '_', taken)
  renameInCss(roots, vars, classes)

  let out = ''
  let at = 0
  tags.forEach((t, i) => {
    const open = t[1].replace(/ data-emotion(-critical)?="[^"]*"/, '')
    out += page.slice(at, t.index) + open + roots[i].toString() + t[3]
    at = t.index! + t[0].length
  })
  out += page.slice(at, head)
  out += body
    .replace(/ class="([^"]*)"/g, (_, c: string) => ` class="${c.replace(CLASS, (n) => classes.get(n) ?? n)}"`)
    .replace(/ style="([^"]*)"/g, (_, s: string) => ` style="${s.replace(VAR_NAME, (n) => vars.get(n) ?? n)}"`)
  return out
}

/** A custom property's name as written in CSS (escapes such as `1\.5` included). */
const VAR_NAME = /--(?:[\w-]|\\.)+/g
/** An Emotion class name (the cache key is `css`). */
const CLASS = /\bcss-[a-z0-9]+\b/g

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether text holds name as a whole identifier (not as part of a longer one). */
export function mentions(text: string, name: string): boolean {
  return new RegExp(`(^|[^\\w-])${escapeRegExp(name)}(?![\\w-])`).test(text)
}

function base26(i: number): string {
  let s = ''
  do {
    s = String.fromCharCode(97 + (i % 26)) + s
    i = Math.floor(i / 26) - 1
  } while (i >= 0)
  return s
}

/** New names for `names`: prefix + a, b, …, z, aa, …; a name the page or script already holds is skipped. */
function shortNames(names: string[], prefix: string, taken: (name: string) => boolean): Map<string, string> {
  const out = new Map<string, string>()
  let i = 0
  for (const n of names) {
    let short = prefix + base26(i++)
    while (taken(short)) short = prefix + base26(i++)
    out.set(n, short)
  }
  return out
}

function declarations(roots: Root[]): Map<string, Declaration[]> {
  const out = new Map<string, Declaration[]>()
  for (const root of roots)
    root.walkDecls(/^--/, (d) => {
      out.set(d.prop, [...(out.get(d.prop) ?? []), d])
    })
  return out
}

/** Calls `replace` for each `var(--name, fallback?)` in value, innermost fallbacks first; undefined keeps it. */
export function substituteVars(value: string, replace: (name: string) => string | undefined): string {
  let out = ''
  let i = 0
  for (;;) {
    const k = value.indexOf('var(', i)
    if (k < 0) return out + value.slice(i)
    out += value.slice(i, k)
    let depth = 0
    let j = k + 3
    for (; j < value.length; j++) {
      if (value[j] === '(') depth++
      else if (value[j] === ')' && --depth === 0) break
    }
    const inner = value.slice(k + 4, j)
    const comma = inner.indexOf(',')
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim()
    const resolved = replace(name)
    if (resolved !== undefined) out += resolved
    else out += `var(${comma < 0 ? inner : `${inner.slice(0, comma)},${substituteVars(inner.slice(comma + 1), replace)}`})`
    i = j + 1
  }
}

/**
 * A token is constant when it is declared exactly once, in a top-level rule
 * of the tokens layer (the root), and nothing else declares it: not a class
 * rule, not the dark theme, not an inline style, not the public script.
 */
function inlineConstantTokens(roots: Root[], elsewhere: string) {
  const decls = declarations(roots)
  const constant = (name: string) => {
    const ds = decls.get(name)
    if (ds?.length !== 1 || mentions(elsewhere, name)) return false
    const rule = ds[0].parent
    const layer = rule?.parent
    return (
      rule?.type === 'rule' &&
      layer?.type === 'atrule' &&
      (layer as AtRule).name === 'layer' &&
      (layer as AtRule).params === 'tokens' &&
      layer.parent?.type === 'root'
    )
  }
  const values = new Map<string, string | undefined>()
  const resolve = (name: string): string | undefined => {
    if (values.has(name)) return values.get(name)
    if (!constant(name)) return undefined
    values.set(name, undefined) // a cycle stays a var()
    const v = substituteVars(decls.get(name)![0].value, resolve)
    values.set(name, v)
    return v
  }
  for (const root of roots)
    root.walkDecls((d) => {
      if (d.value.includes('var(')) d.value = substituteVars(d.value, resolve)
    })
}

/** Leaves out custom properties nothing reads: no rule, no other property, nothing in `elsewhere` (inline styles, the script). */
function pruneCustomProperties(roots: Root[], elsewhere: string) {
  const refs = (text: string) => [...text.matchAll(/var\(\s*(--(?:[\w-]|\\.)+)/g)].map((m) => m[1])
  const decls = declarations(roots)
  const used = new Set([...refs(elsewhere), ...[...decls.keys()].filter((n) => mentions(elsewhere, n))])
  for (const root of roots)
    root.walkDecls((d) => {
      if (!d.prop.startsWith('--')) refs(d.value).forEach((n) => used.add(n))
    })
  const queue = [...used]
  while (queue.length > 0) {
    for (const d of decls.get(queue.pop()!) ?? [])
      for (const n of refs(d.value))
        if (!used.has(n)) {
          used.add(n)
          queue.push(n)
        }
  }
  for (const [name, ds] of decls) if (!used.has(name)) ds.forEach((d) => d.remove())
  for (const root of roots) removeEmpty(root)
}

/** Leaves out @keyframes whose name appears nowhere else (a name may come through a custom property). */
function pruneKeyframes(roots: Root[], elsewhere: string) {
  const text = roots.map((r) => r.toString()).join('\n') + elsewhere
  for (const root of roots)
    root.walkAtRules('keyframes', (a) => {
      const name = a.params.trim()
      const word = new RegExp(`(^|[^\\w-])${escapeRegExp(name)}(?![\\w-])`, 'g')
      if ((text.match(word)?.length ?? 0) <= 1) a.remove()
    })
  for (const root of roots) removeEmpty(root)
}

/** Removes rules and block at-rules left empty, and then their parents if they are left empty. */
function removeEmpty(root: Root) {
  for (let removed = true; removed; ) {
    removed = false
    root.walk((n) => {
      if ((n.type === 'rule' || (n.type === 'atrule' && n.nodes !== undefined)) && n.nodes?.length === 0) {
        n.remove()
        removed = true
      }
    })
  }
}

/** Every custom property the styles declare or read, most used first (the shortest names go to them). */
function customPropertyNames(roots: Root[]): string[] {
  const count = new Map<string, number>()
  for (const root of roots) for (const m of root.toString().matchAll(VAR_NAME)) count.set(m[0], (count.get(m[0]) ?? 0) + 1)
  return [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)!)
}

function emotionClasses(roots: Root[]): string[] {
  const names = new Set<string>()
  for (const root of roots) root.walkRules((r) => r.selector.match(CLASS)?.forEach((n) => names.add(n)))
  return [...names]
}

function renameInCss(roots: Root[], vars: Map<string, string>, classes: Map<string, string>) {
  const v = (s: string) => s.replace(VAR_NAME, (n) => vars.get(n) ?? n)
  for (const root of roots) {
    root.walkDecls((d) => {
      d.prop = v(d.prop)
      d.value = v(d.value)
    })
    root.walkRules((r) => {
      r.selector = r.selector.replace(CLASS, (n) => classes.get(n) ?? n)
    })
    root.walkAtRules((a) => {
      a.params = v(a.params)
    })
  }
}
