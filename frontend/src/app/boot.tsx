import { StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { takeEmbedded, takeEmbeddedUnder } from '@/app/embedded'
import { AppProviders } from '@/app/providers'
import { makeRouter } from '@/app/router'
import { makeStore } from '@/app/store'
import { preloadCollaborations } from '@/features/collaborations'
import { preloadInvestments } from '@/features/investments'
import { preloadMediaItems } from '@/features/media-press'
import { preloadSectionLayouts } from '@/features/portfolio'
import { markAppStarted } from '@/lib/hydration'
import { preloadProjects } from '@/lib/projects'
import { preloadSite } from '@/lib/site'
import type { SiteInfo } from '@/lib/types'

/**
 * Starts the app in `root`: adopts the server's HTML when there is some
 * (public pages), renders from scratch otherwise (the admin). Resolves once
 * the first commit is done, so clicks made before it can be replayed.
 */
export function boot(root: HTMLElement): Promise<void> {
  const store = makeStore()
  const site = takeEmbedded('api/site') as SiteInfo | undefined
  if (site) preloadSite(store, site)
  preloadProjects(store, takeEmbeddedUnder('api/portfolio/projects'))
  const collaborations = takeEmbedded('api/notable-collaborations')
  if (collaborations !== undefined) preloadCollaborations(store, collaborations)
  const investments = takeEmbedded('api/investments')
  if (investments !== undefined) preloadInvestments(store, investments)
  const media = takeEmbedded('api/media-press')
  if (media !== undefined) preloadMediaItems(store, media)
  const layouts = takeEmbedded('api/portfolio/section-layouts')
  if (layouts !== undefined) preloadSectionLayouts(store, layouts)
  const router = makeRouter()
  return new Promise((resolve) => {
    const app = (
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
          <Committed
            onCommit={() => {
              markAppStarted()
              resolve()
            }}
          />
        </AppProviders>
      </StrictMode>
    )
    if (root.firstElementChild) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}

/** Calls onCommit after the first commit (renders nothing, on the server too). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit])
  return null
}
