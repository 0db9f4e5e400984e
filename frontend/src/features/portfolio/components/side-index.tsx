import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'
import { If, useRequiredTemplateView } from '@/lib/template'
import type { SectionView } from '@/lib/views.gen'
import { PORTFOLIO_SECTIONS, type PortfolioSection } from '../sections'

/**
 * The marked entry: the accent's solid chip in the phone's strip, a tinted
 * row with the accent's bar (and a bolder label) in the column. The strip's
 * chip keeps its weight: a bolder label is wider, and in the strip, which
 * wraps, that can add a row (with the system font a slow phone keeps under
 * font-display: optional, marking "Worldbuilding & Characters" did at
 * 360 px), so the bars would grow over the heading just scrolled to.
 */
const ACTIVE = {
  bg: { base: 'brand.solid', lg: 'brand.subtle' },
  color: { base: 'brand.contrast', lg: 'brand.fg' },
  borderColor: { base: 'brand.solid', lg: 'transparent' },
  fontWeight: { base: 'normal', lg: 'semibold' },
  boxShadow: { lg: 'inset 3px 0 0 {colors.brand.solid}' },
}

/**
 * How far below the top an anchor of the portfolio's pages lands: under the
 * header and, on a phone, the index's sticky strip above the content. The
 * script measures both and sets each anchor's scroll-margin-top to that
 * (src/public/side-index.ts); without script, the strip's bottom at 360 px
 * (three rows: 189 px) plus the room and the header's on a wide screen,
 * where the index is beside the content.
 */
export const PORTFOLIO_SCROLL_MARGIN = { base: '205px', lg: '80px' }

/**
 * The sticky index of the seven sections: a column beside them on a wide
 * screen, a strip above them on a phone that wraps, so every section shows
 * (issue 39). On /portfolio, links to their anchors: the browser scrolls
 * there (smoothly unless motion is reduced, clear of the sticky bars:
 * PORTFOLIO_SCROLL_MARGIN); src/public/side-index.ts marks the section in
 * view (aria-current="location", data-active) as the page scrolls, and
 * without script the entry of the section in the address is highlighted by
 * CSS (:target).
 * While searching, it lists only the sections the page shows (those with a
 * match: SectionView.shown). On a category page (current: the page's
 * category), links to the other category pages, the current one marked
 * aria-current="page".
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
      data-sticky-strip=""
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
      <Stack direction={{ base: 'row', lg: 'column' }} gap={{ base: '1.5', lg: '1' }} flexWrap={{ base: 'wrap', lg: 'nowrap' }} as="ul" listStyleType="none">
        {PORTFOLIO_SECTIONS.map((s) => (
          <ShownEntry key={s.category} section={s} always={pageLinks}>
            <Box as="li" flexShrink={0}>
              <Button
                asChild
                type={undefined}
                variant={{ base: 'outline', lg: 'ghost' }}
                size={{ base: 'xs', lg: 'sm' }}
                justifyContent="flex-start"
                w={{ lg: 'full' }}
                fontWeight="normal"
                color="fg"
                borderColor={{ base: 'border', lg: 'transparent' }}
                borderRadius={{ base: 'full', lg: 'l2' }}
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
          </ShownEntry>
        ))}
      </Stack>
    </Box>
  )
}

/** An entry of the portfolio's index, there while the page shows its section (always on a category page). */
function ShownEntry({ section, always, children }: { section: PortfolioSection; always: boolean; children: ReactNode }) {
  return always ? children : <SectionShown section={section}>{children}</SectionShown>
}

function SectionShown({ section, children }: { section: PortfolioSection; children: ReactNode }) {
  const view = useRequiredTemplateView<SectionView>(`portfolio.${section.category}`)
  return <If when={view.shown}>{children}</If>
}
