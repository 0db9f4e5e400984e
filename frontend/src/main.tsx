/**
 * The admin app's entry (index.html, served for /admin). Public pages never
 * load it: they are rendered on the server and load only src/public/main.ts.
 */
import { boot } from './app/boot'

void boot(document.getElementById('root')!)
