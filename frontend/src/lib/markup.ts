/**
 * A tiny parser for the timeline's inline markup: **strong**, *emphasis* and
 * [label](href). It produces plain data that components render as React
 * elements, so no HTML string ever reaches the DOM. Links are kept only for
 * http(s), mailto, site paths and hash anchors.
 */
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
