import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'
import { PORTFOLIO_SECTIONS } from '../sections'

const ACTIVE = { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }

/**
 * The sticky index of the seven sections. On /portfolio, links to their
 * anchors: the browser scrolls there (smoothly unless motion is reduced,
 * 80 px below the top: scroll-margin); src/public/side-index.ts highlights
 * the last entry clicked (aria-current, data-active), and without script the
 * entry of the section in the address is highlighted by CSS (:target). On a
 * category page (current: the page's category), links to the other
 * category pages, the current one marked aria-current="page".
 */
export function SideIndex({ current }: { current?: string }) {
  const { pages } = useSite()
  const targeted = Object.fromEntries(PORTFOLIO_SECTIONS.map((s) => [`body:has(#${s.anchor}:target) &[href="#${s.anchor}"]`, ACTIVE]))
  const pageLinks = current !== undefined
  return (
    <Box
      as="nav"
      aria-label={pageLinks ? 'Portfolio categories' : 'Portfolio sections'}
      data-side-index={pageLinks ? undefined : ''}
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
              css={pageLinks ? { '&[aria-current=page]': ACTIVE } : { ...targeted, '&[data-active]': ACTIVE }}
            >
              {pageLinks ? (
                <a href={`${ROUTES.portfolio.path}/${s.category}`} aria-current={s.category === current ? 'page' : undefined}>
                  {s.title}
                </a>
              ) : (
                <a href={`#${s.anchor}`}>{s.title}</a>
              )}
            </Button>
          </Box>
        ))}
      </Stack>
    </Box>
  )
}
