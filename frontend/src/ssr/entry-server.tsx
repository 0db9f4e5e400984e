import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { publicRoutes } from '@/app/router'
import { makeStore } from '@/app/store'
import { carouselTemplate } from '@/features/collaborations'
import { gamesTemplate } from '@/features/games/view'
import { investmentsTemplate } from '@/features/investments/view'
import { mediaTemplate } from '@/features/media/view'
import { appearanceTemplate, speakingTemplate } from '@/features/speaking/view'
import { PORTFOLIO_SECTIONS } from '@/features/portfolio/sections'
import { projectTemplate, searchTemplate, sectionTemplate } from '@/features/portfolio/view'
import { pressKitTemplate } from '@/features/press-kit/view'
import { APPEARANCE_TEMPLATE_PATH, PAGE_LIST, PROJECT_TEMPLATE_PATH } from '@/lib/routes'
import { preloadSite } from '@/lib/site'
import { homeTemplate } from '@/lib/site-view'
import { marker, TemplateProvider } from '@/lib/template'
import type { FooterView } from '@/lib/views.gen'
import { styleTags } from './emotion-styles'
import { webkitPrefixer } from './webkit-prefixer'
export { noScriptThemeStyle } from './no-script-theme'
export { optimizePage } from './page-css'
import { siteTemplate } from './template'

export interface Rendered {
  html: string
  styles: string
}

/** The template views of every list the server fills in, by the key their component reads. */
const templateViews: Record<string, unknown> = {
  ...Object.fromEntries(PORTFOLIO_SECTIONS.map((s) => [`portfolio.${s.category}`, sectionTemplate(s)])),
  portfolioSearch: searchTemplate(),
  collaborations: carouselTemplate(),
  games: gamesTemplate(),
  investments: investmentsTemplate(),
  media: mediaTemplate(),
  home: homeTemplate(),
  footer: { copyright: marker('views.footer.copyright'), emailPing: marker('views.footer.emailPing') } satisfies FooterView,
  project: projectTemplate(),
  pressKit: pressKitTemplate(),
  speaking: speakingTemplate(),
  appearance: appearanceTemplate(),
}

/**
 * Renders a public route to HTML with the CSS its elements need. Every
 * value only the server knows is a marker (the site profile: ./template.ts;
 * the views of lists and pages: templateViews; the request: request.*), so
 * the page is a template the Go server fills: it is the one authority for
 * every public view. No browser ever renders these components.
 */
export function render(url: string): Rendered {
  const cache = createCache({ key: 'css', stylisPlugins: [webkitPrefixer] })
  // compat: rules are recorded in the cache, not written as <style> tags beside the elements.
  cache.compat = true
  const store = makeStore()
  preloadSite(store, siteTemplate)
  const router = createMemoryRouter(publicRoutes, { initialEntries: [url] })
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <TemplateProvider value={templateViews}>
          <AppProviders store={store}>
            <RouterProvider router={router} />
          </AppProviders>
        </TemplateProvider>
      </CacheProvider>
    </StrictMode>,
  )
  return { html, styles: styleTags(cache, html) }
}

/** The paths prerendered at build: every page the table of pages prerenders (adapters/pages.Pages), each /portfolio/<section>, the project page's template and the not-found page. */
export function prerenderPaths(): string[] {
  const paths = PAGE_LIST.filter((p) => p.prerender).map((p) => p.path)
  for (const s of PORTFOLIO_SECTIONS) paths.push(`/portfolio/${s.category}`)
  paths.push('/portfolio/character-design', PROJECT_TEMPLATE_PATH, APPEARANCE_TEMPLATE_PATH, NOT_FOUND_PATH)
  return [...new Set(paths)]
}

/** A path no route matches: its render is the not-found page. */
export const NOT_FOUND_PATH = '/__not-found__'
