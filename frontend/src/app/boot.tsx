import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { makeRouter } from '@/app/router'
import { makeStore } from '@/app/store'
import { adminSystem } from '@/theme/admin-system'

/** Starts the admin app in `root` (index.html has no server HTML: it renders from scratch). */
export function boot(root: HTMLElement): void {
  const store = makeStore()
  const router = makeRouter()
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} design={adminSystem}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}
