/**
 * A tiny parser for the timeline's inline markup: **strong**, *emphasis* and
 * [label](href). It produces plain data that components render as React
 * elements, so no HTML string ever reaches the DOM. Links are kept only for
 * http(s), mailto, site paths and hash anchors.
 */
import type { MarkupRun } from './views.gen'

export type MarkupNode =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: MarkupNode[] }
  | { type: 'link'; href: string; children: MarkupNode[] }

const TOKEN = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href)
}

export function parseMarkup(source: string): MarkupNode[] {
  const nodes: MarkupNode[] = []
  let last = 0
  for (const m of source.matchAll(TOKEN)) {
    const start = m.index ?? 0
    if (start > last) nodes.push({ type: 'text', text: source.slice(last, start) })
    if (m[1] !== undefined) nodes.push({ type: 'strong', children: parseMarkup(m[1]) })
    else if (m[2] !== undefined) nodes.push({ type: 'em', children: parseMarkup(m[2]) })
    else {
      const children = parseMarkup(m[3])
      const href = m[4]
      nodes.push(...(isSafeHref(href) ? [{ type: 'link' as const, href, children }] : children))
    }
    last = start + m[0].length
  }
  if (last < source.length) nodes.push({ type: 'text', text: source.slice(last) })
  return nodes
}

/** How a run of markup text is styled: the template chooses the elements by this key. */
export type RunStyle = MarkupRun['style']
/** What a run links to: nothing, a page of the site (the app's router), or another site (a new tab). */
export type RunLink = MarkupRun['link']

function styleOf(strong: boolean, em: boolean): RunStyle {
  if (strong && em) return 'strong-em'
  if (strong) return 'strong'
  return em ? 'em' : 'plain'
}

/** The markup as runs, in order; adjacent runs never share both style and link. */
export function markupRuns(source: string): MarkupRun[] {
  const runs: MarkupRun[] = []
  const walk = (nodes: MarkupNode[], strong: boolean, em: boolean, href: string) => {
    for (const n of nodes) {
      if (n.type === 'text') {
        if (!n.text) continue
        const style = styleOf(strong, em)
        const link: RunLink = href === '' ? 'none' : href.startsWith('/') || href.startsWith('#') ? 'internal' : 'external'
        const prev = runs[runs.length - 1]
        if (prev && prev.style === style && prev.href === href) prev.text += n.text
        else runs.push({ text: n.text, style, link, href })
      } else if (n.type === 'link') walk(n.children, strong, em, n.href)
      else walk(n.children, strong || n.type === 'strong', em || n.type === 'em', href)
    }
  }
  walk(parseMarkup(source), false, false, '')
  return runs
}
