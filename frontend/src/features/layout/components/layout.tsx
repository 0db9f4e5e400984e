import { Box, Flex, Link, Spinner } from '@chakra-ui/react'
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { BreadcrumbBar } from './breadcrumb-bar'
import { Footer } from './footer'
import { HEADER_HEIGHT, Header } from './header'

/**
 * Every page sits between the shared header and footer. A path that names a
 * section of its page (/portfolio/music) carries it as data-initial-anchor:
 * src/public/section-path.ts scrolls there on load unless the visitor has
 * scrolled first; an address with a hash needs nothing (the browser goes to
 * the anchor, scroll-margin keeps it 80 px below the top).
 */
export function Layout({ scrollTargetForPath }: { scrollTargetForPath?: (pathname: string) => string | undefined }) {
  const { pathname } = useLocation()
  return (
    <Flex direction="column" minH="100dvh">
      <Link href="#main" position="absolute" left="-9999px" _focus={{ left: '4', top: '4', zIndex: 'skipNav', bg: 'bg', p: '2', borderRadius: 'md' }}>
        Skip to content
      </Link>
      <Header />
      <Box as="main" id="main" pt={`${HEADER_HEIGHT}px`} flex="1" tabIndex={-1} outline="none" data-initial-anchor={scrollTargetForPath?.(pathname)}>
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
