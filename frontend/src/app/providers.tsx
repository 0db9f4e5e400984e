import { ChakraProvider, type SystemContext } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { ConfirmHost } from '@/components/ui/confirm'
import { Toaster } from '@/components/ui/toaster'
import { ThemeProvider } from '@/theme/color-mode'
import { system } from '@/theme/system'
import type { AppStore } from './store'

/**
 * Store, design system, theme, the notification region and the
 * confirmations: everything a page needs around it. The admin app passes
 * its own design system (theme/admin-system: 44 px targets on a phone).
 */
export function AppProviders({ store, children, design = system }: { store: AppStore; children: ReactNode; design?: SystemContext }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={design}>
        <ThemeProvider>
          {children}
          <Toaster />
          <ConfirmHost />
        </ThemeProvider>
      </ChakraProvider>
    </ReduxProvider>
  )
}
