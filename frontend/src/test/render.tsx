import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { adminRoutes } from '@/app/router'
import { makeStore } from '@/app/store'

/** Renders the admin app (real router, store and providers) at a path. */
export function renderApp(path = '/admin') {
  const store = makeStore()
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] })
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...utils, store, router }
}

/** Renders one component inside the providers and a router at a path. */
export function renderWithProviders(ui: React.ReactElement, path = '/') {
  const store = makeStore()
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...utils, store, router }
}
