import { openDialog } from './dialog'
import { h, httpsUrl, upgradeLinks, type Teardown } from './dom'
import { player } from './video'

const newTab = (doc: Document, href: string, ping: string | null, text: string, className: string) => h(doc, 'a', { href, target: '_blank', rel: 'noopener noreferrer', ping, class: className }, text)

/**
 * Media & press, `a[data-media-dialog="video"|"audio"]` (a link to the
 * original): a dialog with the title, the description, the player (video)
 * or "Open in Podcast App" (audio), and "Open Original Link". Those two
 * carry the card link's `ping` (the item's outbound click): the click that
 * opens the dialog leaves nothing to count, the one that leaves does.
 */
export function init(doc: Document): Teardown {
  return upgradeLinks(doc, 'a[data-media-dialog]', (link) => {
    const kind = link.getAttribute('data-media-dialog')
    const title = link.getAttribute('data-title') ?? ''
    const description = link.getAttribute('data-description') ?? ''
    const href = link.href
    const ping = link.getAttribute('ping')
    const { panel } = openDialog(doc, { heading: title, opener: link })
    const embed = kind === 'video' ? httpsUrl(link.getAttribute('data-embed'), doc.baseURI) : null
    if (embed) panel.append(player(doc, embed, title))
    if (description) panel.append(h(doc, 'p', { class: 'pe-muted' }, description))
    const actions = h(doc, 'div', { class: 'pe-actions' })
    if (kind === 'audio') actions.append(newTab(doc, href, ping, 'Open in Podcast App', 'pe-btn'))
    actions.append(newTab(doc, href, ping, 'Open Original Link', 'pe-btn pe-outline'))
    panel.append(actions)
  })
}
