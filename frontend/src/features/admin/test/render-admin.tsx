import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import AdminPage from '../index'

/** The admin page inside the app's providers, with a user-event session. */
export function renderAdmin() {
  const user = userEvent.setup({ delay: null })
  const utils = renderWithProviders(<AdminPage />, '/admin')
  return { ...utils, user }
}
