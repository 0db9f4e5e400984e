import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { Toaster } from '@/components/ui/toaster'
import { ThemeProvider } from '@/theme/color-mode'
import { system } from '@/theme/system'
import type { AppStore } from './store'

/** Store, design system, theme and the notification region: everything a page needs around it. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <ThemeProvider>
          {children}
          <Toaster />
        </ThemeProvider>
      </ChakraProvider>
    </ReduxProvider>
  )
}
