import { Box, Flex, Link, Spinner } from '@chakra-ui/react'
import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { BreadcrumbBar } from './breadcrumb-bar'
import { Footer } from './footer'
import { HEADER_HEIGHT, Header } from './header'

/**
 * Every page sits between the shared header and footer. An address with a
 * hash needs nothing: the browser goes to the anchor, and scroll-margin
 * keeps it 80 px below the top.
 */
export function Layout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Link href="#main" position="absolute" left="-9999px" _focus={{ left: '4', top: '4', zIndex: 'skipNav', bg: 'bg', px: '3', minH: '11', display: 'inline-flex', alignItems: 'center', borderRadius: 'md' }}>
        Skip to content
      </Link>
      <Header />
      <Box as="main" id="main" pt={`${HEADER_HEIGHT}px`} flex="1" tabIndex={-1} outline="none">
        <BreadcrumbBar />
        <Suspense
          fallback={
            <Flex justify="center" py="24">
              <Spinner size="lg" />
            </Flex>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  )
}
