import { h, icon } from './dom'
import { ensureStyles } from './styles'

/** An open dialog: its element, the panel to fill, and how to close it. */
export interface OpenDialog {
  dialog: HTMLDialogElement
  panel: HTMLDivElement
  close: () => void
}

export interface DialogOptions {
  /** The accessible name, when no heading names the dialog. */
  label?: string
  /** The heading text: rendered as the dialog's `<h2>`, which names it. */
  heading?: string
  /** Extra class names of the `<dialog>` (sizes and layouts). */
  className?: string
  /** Focus goes back here on close (default: what had focus when it opened). */
  opener?: HTMLElement | null
  /** Called once, after the dialog left the document. */
  onClose?: () => void
}

let ids = 0

/**
 * The one modal of the public pages: a `<dialog>` opened with `showModal()`
 * (or just `open` where the browser has no modal dialogs), closed by
 * Escape, its "Close" button or a click on the backdrop, and removed from
 * the document once closed, with focus back on the control that opened it.
 * What it shows (a player, a gallery) exists only while it is open.
 */
export function openDialog(doc: Document, options: DialogOptions = {}): OpenDialog {
  ensureStyles(doc)
  const opener = options.opener ?? (doc.activeElement instanceof HTMLElement ? doc.activeElement : null)
  const dialog = h(doc, 'dialog', { class: `pe-dialog ${options.className ?? ''}`.trim(), 'aria-label': options.heading ? undefined : options.label })
  const closeButton = h(doc, 'button', { type: 'button', class: 'pe-icon-btn pe-close', 'aria-label': 'Close' }, icon(doc, 'close'))
  const panel = h(doc, 'div', { class: 'pe-panel' }, closeButton)
  if (options.heading) {
    const id = `pe-dialog-title-${++ids}`
    panel.append(h(doc, 'h2', { id }, options.heading))
    dialog.setAttribute('aria-labelledby', id)
  }
  dialog.append(panel)

  let done = false
  const finish = () => {
    if (done) return
    done = true
    dialog.remove()
    if (opener?.isConnected) opener.focus({ preventScroll: true })
    options.onClose?.()
  }
  const close = () => {
    if (done) return
    // A native close fires 'close' (a task later), which finishes; without one, finish now.
    if (typeof dialog.close === 'function' && dialog.open) dialog.close()
    else {
      dialog.removeAttribute('open')
      finish()
    }
  }

  dialog.addEventListener('close', finish)
  closeButton.addEventListener('click', close)
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    close()
  })
  // The panel fills the dialog box: a click on the dialog itself outside its box is on the backdrop.
  dialog.addEventListener('click', (e) => {
    if (e.target !== dialog) return
    const r = dialog.getBoundingClientRect()
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) close()
  })

  doc.body.append(dialog)
  if (typeof dialog.showModal === 'function') dialog.showModal()
  else {
    dialog.setAttribute('open', '')
    closeButton.focus()
  }
  return { dialog, panel, close }
}
