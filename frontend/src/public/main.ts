/**
 * The public pages' only script (a module, so it runs once the document is
 * parsed). Every control already works without it; each module upgrades
 * one concern, with listeners delegated from the document so nothing waits
 * on per-element setup. One failing module never stops the others.
 */
import { init as contact } from './contact'
import { init as copy } from './copy'
import { init as gallery } from './gallery'
import { init as localTime } from './local-time'
import { init as media } from './media'
import { init as menu } from './menu'
import { init as reveal } from './reveal'
import { init as sideIndex } from './side-index'
import { init as theme } from './theme'
import { init as toast } from './toast'
import { init as video } from './video'
import { init as views } from './views'
import { init as vitals } from './vitals'
import { ensureStyles } from './styles'

// Each module's init by name (named imports, not namespace objects: a
// namespace used as a value needs the bundler's runtime helper, a chunk the
// admin shares, and so one more request before this script can run).
const modules: Record<string, (doc: Document) => unknown> = { theme, menu, sideIndex, reveal, gallery, video, media, toast, contact, copy, views, vitals, localTime }

// The enhancements' styles (dialogs, notices, entrance animations).
try {
  ensureStyles(document)
} catch (error) {
  console.warn('public/styles: not added', error)
}

for (const [name, init] of Object.entries(modules)) {
  try {
    init(document)
  } catch (error) {
    // Reported, not thrown: the page and the other enhancements keep working.
    console.warn(`public/${name}: not enhanced`, error)
  }
}
