import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { configDefaults } from 'vitest/config'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { PAGES } from './src/lib/pages.gen'
import { fontHead, siteFonts, type SiteFont } from './src/theme/fonts'
import { themeHeadScript } from './src/theme/head-script'
import { minifySync } from 'rolldown/utils'

/**
 * Writes dist/.vite/bundle.json: every chunk of the browser build with its
 * imports and modules, read by scripts/bundle-budget.mjs (make test) and
 * the bench. Dot directories of the build are never served.
 */
function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url))
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          file: c.fileName,
          name: c.name,
          isEntry: c.isEntry,
          isDynamicEntry: c.isDynamicEntry,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          modules: c.moduleIds.map((id) => (id.startsWith(root) ? id.slice(root.length) : id)),
        }))
      this.emitFile({ type: 'asset', fileName: '.vite/bundle.json', source: JSON.stringify({ chunks }, null, 1) })
    },
  }
}

/**
 * Puts the public pages' speculation rules where site.html has
 * <!--speculation-rules-->: a link to a page of the site is prerendered
 * on hover, except to the pages the table of pages keeps out
 * (adapters/pages.Pages, noSpeculation: the admin and every path under it,
 * the page a sent message lands on), the paths that are no page, and
 * links that open elsewhere or a dialog.
 */
function speculationRules(): Plugin {
  const pages = Object.values(PAGES).flatMap((p) => (p.noSpeculation ? [p.path, `${p.path}/*`] : []))
  const never = [...pages, '/api/*', '/uploads/*', '/images/*', '/assets/*']
  const rules = {
    prerender: [
      {
        where: { and: [{ href_matches: '/*' }, { not: { href_matches: never } }, { not: { selector_matches: '[target=_blank],[data-gallery],[data-game],[data-embed],[download]' } }] },
        eagerness: 'moderate',
      },
    ],
  }
  return {
    name: 'speculation-rules',
    transformIndexHtml: (html) => html.replace('<!--speculation-rules-->', `<script type="speculationrules">\n      ${JSON.stringify(rules)}\n    </script>`),
  }
}

/**
 * Puts the theme's inline head script (src/theme/head-script.ts, one source)
 * where each shell has <!--theme-script-->: the public pages' shell gets the
 * switch too, minified in the build (every page carries it: 1.1 kB as
 * written, 0.5 kB minified). The server's CSP names the hashes of the built
 * pages' inline scripts, so nothing else needs to know it.
 */
function themeScript(): Plugin {
  let serve = false
  return {
    name: 'theme-script',
    configResolved(config) {
      serve = config.command === 'serve'
    },
    transformIndexHtml(html, ctx) {
      const script = themeHeadScript({ withSwitch: ctx.filename.endsWith('site.html') })
      return html.replace('<!--theme-script-->', `<script>${serve ? script : minifySync('theme-head.js', script).code.trim()}</script>`)
    },
  }
}

/**
 * Self-hosts the site's typefaces (src/theme/fonts.ts): each woff2 is
 * copied from src/theme/fonts into dist/assets under a content-hashed name
 * (served for a year, immutable, like the rest of /assets), and both shells
 * get its preload link and @font-face rule where they have <!--fonts-->,
 * so the server-rendered pages ask for the faces before any script runs.
 * The dev server serves the files from src/theme/fonts directly.
 */
function selfHostedFonts(): Plugin {
  const files = new Map<SiteFont, { source: Buffer; fileName: string }>()
  for (const f of siteFonts) {
    const source = readFileSync(fileURLToPath(new URL(f.file, import.meta.url)))
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8)
    files.set(f, { source, fileName: `assets/${basename(f.file, '.woff2')}-${hash}.woff2` })
  }
  let serve = false
  return {
    name: 'self-hosted-fonts',
    configResolved(config) {
      serve = config.command === 'serve'
    },
    generateBundle() {
      if (this.environment?.config.build.ssr) return
      for (const { source, fileName } of files.values()) this.emitFile({ type: 'asset', fileName, source })
    },
    transformIndexHtml(html) {
      const url = (f: SiteFont) => (serve ? `/${f.file}` : `/${files.get(f)!.fileName}`)
      return html.replace('<!--fonts-->', fontHead(url))
    },
  }
}

// The Go service serves the API and the uploaded files; the dev server and
// `vite preview` forward those paths to it (override with PORTFOLIO_API_URL).
const apiTarget = process.env.PORTFOLIO_API_URL ?? 'http://127.0.0.1:8080'
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
}

export default defineConfig({
  plugins: [react(), bundleReport(), themeScript(), selfHostedFonts(), speculationRules()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  // The prerender bundle (vite build --ssr, run by scripts/prerender.mjs at build) holds every dependency.
  ssr: { noExternal: true },
  preview: { proxy },
  build: {
    outDir: 'dist',
    // Every browser that runs module scripts here has modulepreload; the public pages load one module.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      // index.html is the admin app; site.html the shell of the public pages
      // (prerendered into dist/pages), which load only src/public/main.ts.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), site: fileURLToPath(new URL('./site.html', import.meta.url)) },
      output: {
        // Libraries change less often than the app: separate chunks cache longer.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|react-redux|redux|immer|reselect)[\\/]/ },
            { name: 'ui', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss|@internationalized|@swc|stylis)[\\/]/ },
            { name: 'icons', test: /node_modules[\\/]react-icons[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A hang guard, not a speed check: whole admin pages render in jsdom
    // beside the Go suites on 2 shared cores, where one test took over 20 s
    // in CI and over 50 s on a machine loaded four times over (the test
    // waits for states; this only ends one that never comes). One figure for
    // every file: a lower one of a file's own failed first.
    testTimeout: 120000,
    // The admin's files share one worker's modules (isolate: false): they
    // render into a fresh store, router and DOM each (src/test/setup.ts
    // cleans up) and import the same Chakra, React and RTK Query, which
    // every file imported again when isolated: half the suite's time. The
    // public scripts' files stay isolated: they bind document listeners
    // when imported.
    projects: [
      {
        extends: true,
        test: { name: 'admin', include: ['src/features/admin/**/*.test.tsx'], pool: 'threads', isolate: false, restoreMocks: true, unstubGlobals: true },
      },
      { extends: true, test: { name: 'unit', exclude: [...configDefaults.exclude, 'src/features/admin/**/*.test.tsx'] } },
    ],
  },
})
