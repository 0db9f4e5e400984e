import { openDialog } from './dialog'
import { h, httpsUrl, upgradeLinks, type Teardown } from './dom'

/** The player `<iframe>` of an embed URL: created only when a dialog opens, gone when it closes. */
export function player(doc: Document, src: string, title: string): HTMLElement {
  return h(doc, 'div', { class: 'pe-frame' }, h(doc, 'iframe', { src, title, allow: 'autoplay; encrypted-media; picture-in-picture', allowfullscreen: true, referrerpolicy: 'strict-origin-when-cross-origin' }))
}

/**
 * 'Watch Now', `a[data-embed]` (a link to the video's page): a plain click
 * plays it in a dialog named by `data-title` instead. A player URL that is
 * not `https:` keeps the link. A link with a `ping` (an outbound count)
 * sends it as a beacon when it plays here.
 */
export function init(doc: Document): Teardown {
  return upgradeLinks(
    doc,
    'a[data-embed]:not([data-media-dialog])',
    (link) => {
      const src = httpsUrl(link.getAttribute('data-embed'), doc.baseURI)
      if (!src) {
        doc.defaultView?.location.assign(link.href)
        return
      }
      // Playing it here is the visitor leaving for the video all the same:
      // the link is not followed, so the browser sends no ping; its ping
      // (the insights' outbound click) goes as a beacon instead.
      const ping = link.getAttribute('ping')
      if (ping && typeof doc.defaultView?.navigator.sendBeacon === 'function') doc.defaultView.navigator.sendBeacon(ping)
      const title = link.getAttribute('data-title') ?? ''
      const { panel } = openDialog(doc, { label: title, className: 'pe-video', opener: link })
      panel.append(player(doc, src, title))
    },
    false,
  )
}
