import type { EmotionCache } from '@emotion/cache'

/**
 * The style tags for what a server render inserted into `cache`, in the
 * shape Emotion's client cache adopts at start (so nothing is inserted
 * twice): one tag per global style, then one tag with every class rule the
 * HTML uses. The same shape as @emotion/server's extractCriticalToChunks,
 * without its Node stream dependencies.
 */
export function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set<string>()
  const rgx = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm')
  for (let m = rgx.exec(html); m !== null; m = rgx.exec(html)) used.add(m[1])
  let globals = ''
  const ids: string[] = []
  let css = ''
  for (const [id, rule] of Object.entries(cache.inserted)) {
    if (typeof rule !== 'string') continue
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      if (used.has(id)) {
        ids.push(id)
        css += rule
      }
    } else {
      globals += `<style data-emotion="${cache.key}-global ${id}">${rule}</style>`
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`
}
