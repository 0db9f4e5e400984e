import { openDialog } from './dialog'
import { h, httpsUrl, upgradeLinks, type Teardown } from './dom'

/** The player `<iframe>` of an embed URL: created only when a dialog opens, gone when it closes. */
export function player(doc: Document, src: string, title: string): HTMLElement {
  return h(doc, 'div', { class: 'pe-frame' }, h(doc, 'iframe', { src, title, allow: 'autoplay; encrypted-media; picture-in-picture', allowfullscreen: true, referrerpolicy: 'strict-origin-when-cross-origin' }))
}

/**
 * 'Watch Now', `a[data-embed]` (a link to the video's page): a plain click
 * plays it in a dialog named by `data-title` instead. A player URL that is
 * not `https:` keeps the link.
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
      const title = link.getAttribute('data-title') ?? ''
      const { panel } = openDialog(doc, { label: title, className: 'pe-video', opener: link })
      panel.append(player(doc, src, title))
    },
    false,
  )
}
