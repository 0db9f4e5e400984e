import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import { useSite } from '@/lib/site'
import { PORTFOLIO_SECTIONS } from '../sections'

/**
 * The sticky index of the seven sections: links to their anchors. The
 * browser scrolls there (smoothly unless motion is reduced, 80 px below the
 * top: scroll-margin); src/public/side-index.ts highlights the last entry
 * clicked (aria-current, data-active), and without script the entry of the
 * section in the address is highlighted by CSS (:target).
 */
export function SideIndex() {
  const { pages } = useSite()
  const targeted = Object.fromEntries(
    PORTFOLIO_SECTIONS.map((s) => [`body:has(#${s.anchor}:target) &[href="#${s.anchor}"]`, { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }]),
  )
  return (
    <Box
      as="nav"
      aria-label="Portfolio sections"
      data-side-index=""
      position="sticky"
      top={{ base: '64px', lg: '88px' }}
      zIndex="docked"
      bg={{ base: 'bg/95', lg: 'transparent' }}
      backdropFilter={{ base: 'blur(8px)', lg: 'none' }}
      py={{ base: '2', lg: '0' }}
      mx={{ base: '-4', lg: '0' }}
      px={{ base: '4', lg: '0' }}
      borderBottomWidth={{ base: '1px', lg: '0' }}
    >
      <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="3" display={{ base: 'none', lg: 'block' }}>
        {pages.portfolioSectionsHeading}
      </Heading>
      <Stack direction={{ base: 'row', lg: 'column' }} gap="1" overflowX={{ base: 'auto', lg: 'visible' }} as="ul" listStyleType="none">
        {PORTFOLIO_SECTIONS.map((s) => (
          <Box as="li" key={s.category} flexShrink={0}>
            <Button
              asChild
              type={undefined}
              variant="ghost"
              colorPalette="gray"
              size="sm"
              justifyContent="flex-start"
              w={{ lg: 'full' }}
              fontWeight="normal"
              css={{ ...targeted, '&[data-active]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
            >
              <a href={`#${s.anchor}`}>{s.title}</a>
            </Button>
          </Box>
        ))}
      </Stack>
    </Box>
  )
}
