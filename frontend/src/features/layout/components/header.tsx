import { Box, Container, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react'
import { LuMenu, LuX } from 'react-icons/lu'
import { NavLink, Link as RouterLink } from 'react-router-dom'
import { useSite } from '@/lib/site'
import { ROUTES } from '@/lib/routes'
import { navItems } from '../nav-items'
import { ThemeToggle } from '@/components/ui/theme-toggle'

/** Height of the fixed header (px). */
export const HEADER_HEIGHT = 64

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      minH="11"
      display="inline-flex"
      alignItems="center"
      borderRadius="md"
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      textDecoration="none"
      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle', fontWeight: 'semibold' }}
    >
      <NavLink to={to} end>
        {label}
      </NavLink>
    </Link>
  )
}

/**
 * Every control of the header (the brand link, the links, the theme switch
 * and the menu button) is a 44 × 44 px target at least (WCAG 2.5.5; issue 39).
 *
 * The fixed header: brand, navigation (collapsible on small screens) and
 * theme toggle. The current route is highlighted by the server (each page
 * is rendered for its path). The mobile menu is a native popover: it opens
 * on the first tap with no script, closes on a tap outside or Escape, and
 * (being another page) on choosing a link; src/public/menu.ts only keeps
 * the button's label in step.
 */
export function Header() {
  const { name, nav } = useSite()
  // The public pages get About's label filled in by the server ({name});
  // the admin, rendered here, fills it as the server does.
  const items = navItems({ ...nav, about: nav.about.replaceAll('{name}', name) })
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(10px)"
      borderBottomWidth="1px"
      css={{
        '& [data-menu-icon="close"]': { display: 'none' },
        '&:has(#mobile-menu:popover-open) [data-menu-icon="close"]': { display: 'inline' },
        '&:has(#mobile-menu:popover-open) [data-menu-icon="open"]': { display: 'none' },
      }}
    >
      <Container maxW="7xl" h={`${HEADER_HEIGHT}px`}>
        <Flex h="full" align="center" justify="space-between" gap="4">
          <Link asChild minH="11" minW="11" display="inline-flex" alignItems="center" fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color="fg" textDecoration="none" _hover={{ textDecoration: 'none' }}>
            <RouterLink to={ROUTES.home.path} aria-label={name ? undefined : nav.home}>
              <Box as="span" w="2.5" h="2.5" bg="gold.solid" transform="rotate(45deg)" display="inline-block" me="1" aria-hidden />
              <Text as="span" data-testid="brand">{name}</Text>
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {items.map((item) => (
              <NavItem key={item.to} {...item} />
            ))}
          </HStack>
          <HStack gap="1">
            <ThemeToggle />
            <IconButton aria-label="Open menu" aria-controls="mobile-menu" popoverTarget="mobile-menu" variant="ghost" size="sm" boxSize="11" display={{ base: 'inline-flex', lg: 'none' }}>
              <LuMenu data-menu-icon="open" />
              <LuX data-menu-icon="close" />
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      <Box
        id="mobile-menu"
        popover="auto"
        position="fixed"
        top={`${HEADER_HEIGHT}px`}
        left="0"
        right="0"
        bottom="auto"
        w="full"
        maxW="none"
        m="0"
        p="0"
        border="0"
        borderTopWidth="1px"
        bg="bg"
        color="fg"
        boxShadow="md"
        css={{ '@media (min-width: 64em)': { display: 'none' } }}
      >
        <Container maxW="7xl" py="3">
          <Stack as="nav" aria-label="Mobile" gap="1">
            {items.map((item) => (
              <NavItem key={item.to} {...item} />
            ))}
          </Stack>
        </Container>
      </Box>
    </Box>
  )
}
