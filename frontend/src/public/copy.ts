import { closest, type Teardown } from './dom'
import { notify, notifyError } from './toast'

/**
 * Copy buttons (the press kit's bios): `button[data-copy="<id>"][hidden]`,
 * rendered hidden so no dead button shows without script. Here they are
 * shown, and a click copies the text of the element `#<id>` (its
 * paragraphs separated by a blank line) to the clipboard, then says so
 * with the notice in `data-copied`. Where the clipboard is not available
 * (an insecure origin) the buttons stay hidden: the text is selectable.
 */
export function init(doc: Document): Teardown {
  const clipboard = doc.defaultView?.navigator.clipboard
  if (!clipboard || typeof clipboard.writeText !== 'function') return () => {}
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-copy]')]
  for (const b of buttons) b.hidden = false
  const onClick = (e: Event) => {
    const button = closest<HTMLButtonElement>(e, 'button[data-copy]')
    const source = button && doc.getElementById(button.dataset.copy ?? '')
    if (!button || !source) return
    const paragraphs = [...source.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '').filter(Boolean)
    const text = paragraphs.length > 0 ? paragraphs.join('\n\n') : (source.textContent ?? '').trim()
    clipboard.writeText(text).then(
      () => notify({ title: button.dataset.copied || 'Copied' }, doc),
      () => notifyError('The clipboard refused the text: select it and copy it instead', doc),
    )
  }
  doc.addEventListener('click', onClick)
  return () => {
    doc.removeEventListener('click', onClick)
    for (const b of buttons) b.hidden = true
  }
}
