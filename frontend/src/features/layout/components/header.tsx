import { Box, Container, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuMenu, LuX } from 'react-icons/lu'
import { NavLink, Link as RouterLink } from 'react-router-dom'
import { useSite } from '@/lib/site'
import { ROUTES } from '@/lib/routes'
import { navItems } from '../nav-items'
import { ThemeToggle } from './theme-toggle'

/** Height of the fixed header (px). */
export const HEADER_HEIGHT = 64

function NavItem({ to, label, onNavigate }: { to: string; label: string; onNavigate?: () => void }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      borderRadius="md"
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      textDecoration="none"
      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle', fontWeight: 'semibold' }}
    >
      <NavLink to={to} end onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  )
}

/** The fixed header: brand, navigation (collapsible on small screens) and theme toggle. */
export function Header() {
  const { name } = useSite()
  const [menuOpen, setMenuOpen] = useState(false)
  const items = navItems(name)
  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="bg/90" backdropFilter="blur(10px)" borderBottomWidth="1px">
      <Container maxW="7xl" h={`${HEADER_HEIGHT}px`}>
        <Flex h="full" align="center" justify="space-between" gap="4">
          <Link asChild fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="fg" textDecoration="none" _hover={{ textDecoration: 'none' }}>
            <RouterLink to={ROUTES.home.path} onClick={() => setMenuOpen(false)} aria-label={name ? undefined : ROUTES.home.label}>
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
            <IconButton
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              variant="ghost"
              size="sm"
              display={{ base: 'inline-flex', lg: 'none' }}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <LuX /> : <LuMenu />}
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      {menuOpen && (
        <Box id="mobile-menu" display={{ lg: 'none' }} borderTopWidth="1px" bg="bg" boxShadow="md">
          <Container maxW="7xl" py="3">
            <Stack as="nav" aria-label="Mobile" gap="1">
              {items.map((item) => (
                <NavItem key={item.to} {...item} onNavigate={() => setMenuOpen(false)} />
              ))}
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  )
}
