import { Box, Link } from '@chakra-ui/react'
import { noticeSpaceRef } from '@/components/ui/toaster'
import type { ReactNode } from 'react'
import { AdminBar } from './admin-bar'
import { MAIN_ID, SHELL_MESSAGES, SIDE_NAV_WIDTH } from './shell-layout'

/** The first stop of the keyboard: past the bar to the content. */
export function SkipLink() {
  return (
    <Link href={`#${MAIN_ID}`} position="absolute" left="-9999px" _focus={{ left: '4', top: '4', zIndex: 'skipNav', bg: 'bg', p: '2', borderRadius: 'md' }}>
      {SHELL_MESSAGES.skip}
    </Link>
  )
}

/**
 * The admin's content landmark. `besideNav`: the navigation's column is on
 * its left from lg up. Its end keeps clear of a notice (--notice-space, set
 * while one shows: components/ui/toaster), so the last row can scroll above it.
 */
export function AdminMain({ children, besideNav = false }: { children: ReactNode; besideNav?: boolean }) {
  return (
    <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" ps={besideNav ? { lg: SIDE_NAV_WIDTH } : undefined}>
      {children}
      {/* The room a notice takes, after the content (the variable is set on this element alone: noticeSpaceRef). */}
      <Box ref={noticeSpaceRef} h="var(--notice-space, 0px)" aria-hidden="true" data-testid="notice-spacer" />
    </Box>
  )
}

/** The admin before sign-in (the spinner, the sign-in screen): the bar without the navigation, and the content. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <AdminBar />
      <AdminMain>{children}</AdminMain>
    </>
  )
}
