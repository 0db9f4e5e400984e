import { Box, Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ThemeToggle } from '@/components/ui/theme-toggle'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'
import { ADMIN_BAR_HEIGHT, SHELL_MESSAGES } from './shell-layout'

/**
 * The admin's own bar, in place of the public header (no public navigation,
 * breadcrumb or footer around the admin): the way back to the site (the
 * owner's name, a page load of the home page), the navigation, and the
 * theme. It stays at the top while the page scrolls. A landmark of its own
 * (a nav, not a header: it holds the ways to go somewhere).
 */
export function AdminBar({ nav }: { nav?: ReactNode }) {
  const { name } = useSite()
  return (
    <Flex as="nav" aria-label={SHELL_MESSAGES.bar} position="sticky" top="0" zIndex="sticky" h={ADMIN_BAR_HEIGHT} bg="bg" borderBottomWidth="1px" px={{ base: '2', md: '4' }} align="center" gap={{ base: '1', md: '3' }}>
      <Link
        href={ROUTES.home.path}
        title={SHELL_MESSAGES.backToSite}
        display="inline-flex"
        alignItems="center"
        gap="2"
        minH="11"
        minW="11"
        px="2"
        justifyContent="center"
        fontFamily="heading"
        fontSize="lg"
        fontWeight="semibold"
        color="fg"
        textDecoration="none"
        flexShrink={0}
        _hover={{ textDecoration: 'none', color: 'brand.fg' }}
      >
        <Box as="span" w="2.5" h="2.5" bg="gold.solid" transform="rotate(45deg)" display="inline-block" aria-hidden />
        <Text as="span" hideBelow="md">
          {name}
        </Text>
        <VisuallyHidden>{SHELL_MESSAGES.backToSite}</VisuallyHidden>
      </Link>
      {nav}
      <Box flex={{ lg: '1' }} />
      <ThemeToggle />
    </Flex>
  )
}
