/**
 * The public pages' only script (a module, so it runs once the document is
 * parsed). Every control already works without it; each module upgrades
 * one concern, with listeners delegated from the document so nothing waits
 * on per-element setup. One failing module never stops the others.
 */
import * as contact from './contact'
import * as copy from './copy'
import * as gallery from './gallery'
import * as localTime from './local-time'
import * as media from './media'
import * as menu from './menu'
import * as reveal from './reveal'
import * as sideIndex from './side-index'
import * as theme from './theme'
import * as toast from './toast'
import { ensureStyles } from './styles'
import * as video from './video'
import * as views from './views'
import * as vitals from './vitals'

const modules: Record<string, { init: (doc: Document) => unknown }> = { theme, menu, sideIndex, reveal, gallery, video, media, toast, contact, copy, views, vitals, localTime }

// The enhancements' styles (dialogs, notices, entrance animations).
try {
  ensureStyles(document)
} catch (error) {
  console.warn('public/styles: not added', error)
}

for (const [name, module] of Object.entries(modules)) {
  try {
    module.init(document)
  } catch (error) {
    // Reported, not thrown: the page and the other enhancements keep working.
    console.warn(`public/${name}: not enhanced`, error)
  }
}
