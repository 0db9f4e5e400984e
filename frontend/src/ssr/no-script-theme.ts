/**
 * The dark theme for a visitor without script (issue 39). The theme class on
 * <html> (`light` or `dark`) is set by the head's inline script before the
 * first paint (theme/head-script.ts): with script, a stored choice or the
 * OS's preference always wins through it. Without script <html> has no
 * theme class, and Chakra's dark rules (`.dark …`) never apply, so a visitor
 * whose OS is dark got the light theme. This copies each rule of the page's
 * CSS whose selector needs the `dark` class into one block under
 * `@media (prefers-color-scheme: dark)`, the class condition replaced by
 * `:root:not(.light):not(.dark)` (true only when no script ran), inside the
 * same at-rules (layers, media queries). One source: the design system's
 * own dark values, nothing retyped.
 */

/** The condition that stands for the `dark` class when no script set a theme class. */
export const NO_THEME_CLASS = ':root:not(.light):not(.dark)'

interface Block {
  prelude: string
  body: string
}

/** The top-level rules and at-rule blocks of `css` (statements such as `@layer a,b;` are skipped). */
function blocks(css: string): Block[] {
  const out: Block[] = []
  let prelude = ''
  let i = 0
  while (i < css.length) {
    const c = css[i]
    if (c === '"' || c === "'") {
      const end = skipString(css, i)
      prelude += css.slice(i, end)
      i = end
    } else if (c === ';') {
      prelude = ''
      i++
    } else if (c === '{') {
      let depth = 1
      let j = i + 1
      while (j < css.length && depth > 0) {
        const d = css[j]
        if (d === '"' || d === "'") {
          j = skipString(css, j)
          continue
        }
        if (d === '{') depth++
        else if (d === '}') depth--
        j++
      }
      out.push({ prelude: prelude.trim(), body: css.slice(i + 1, j - 1) })
      prelude = ''
      i = j
    } else {
      prelude += c
      i++
    }
  }
  return out
}

function skipString(css: string, start: number): number {
  const quote = css[start]
  let i = start + 1
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1
  return i + 1
}

/** The selector list split at its top-level commas (not those inside :not(…), :is(…)). */
function selectors(list: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++
    else if (list[i] === ')') depth--
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i))
      start = i + 1
    }
  }
  out.push(list.slice(start))
  return out.map((s) => s.trim())
}

const DARK = /(html)?\.dark(?![\w-])/g

/** The selector with its `dark` class conditions replaced, or undefined when it has none (`:not(.dark)` is no condition on it). */
function withoutClass(selector: string): string | undefined {
  let found = false
  const replaced = selector.replace(DARK, (m, _html, offset: number) => {
    if (selector[offset - 1] === '(') return m
    found = true
    return NO_THEME_CLASS
  })
  return found ? replaced : undefined
}

/** The rules of `css` that need the `dark` class, rewritten, in their at-rules. */
function darkRules(css: string): string {
  let out = ''
  for (const { prelude, body } of blocks(css)) {
    if (/^@(media|layer|supports|container)\b/.test(prelude)) {
      const inner = darkRules(body)
      if (inner) out += `${prelude}{${inner}}`
    } else if (!prelude.startsWith('@')) {
      const kept = selectors(prelude).flatMap((s) => withoutClass(s) ?? [])
      if (kept.length) out += `${kept.join(',')}{${body}}`
    }
  }
  return out
}

/** The CSS of every `<style>` element in `html`. */
function styleText(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
}

/**
 * A `<style>` element for the end of the page's head: the dark rules of the
 * page's style tags (`styles`), for a visitor without script whose OS is
 * dark; "" when the page has none.
 */
export function noScriptThemeStyle(styles: string): string {
  const rules = darkRules(styleText(styles))
  if (!rules) return ''
  return `<style data-no-script-theme>@media (prefers-color-scheme: dark){${NO_THEME_CLASS}{color-scheme:dark}${rules}}</style>`
}
