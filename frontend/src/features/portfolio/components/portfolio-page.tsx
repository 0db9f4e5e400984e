import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react'
import { ListMessage } from '@/components/ui/list-states'
import { useSite } from '@/lib/site'
import { ROUTES } from '@/lib/routes'
import { If, marker, Unless, useRequiredTemplateView } from '@/lib/template'
import type { PortfolioSearchView } from '@/lib/views.gen'
import { PORTFOLIO_SECTIONS } from '../sections'
import { CategorySection } from './category-section'
import { PortfolioFrame } from './portfolio-frame'
import { SideIndex } from './side-index'

/** The search the server filters the page by (?search=, trimmed; request.search). */
const SEARCH = marker('request.search')

/**
 * A GET form: the server answers /portfolio?search=… with only the
 * sections that have a match, with or without script.
 */
function SearchForm() {
  const { pages } = useSite()
  return (
    <HStack asChild mt="6" maxW="xl" gap="2">
      <form role="search" method="get" action={ROUTES.portfolio.path}>
      <Input
        type="search"
        name="search"
        defaultValue={SEARCH}
        aria-label={pages.portfolioSearchLabel}
        placeholder={pages.portfolioSearchLabel}
        bg="whiteAlpha.100"
        borderColor="whiteAlpha.700"
        color="white"
        _placeholder={{ color: 'whiteAlpha.700' }}
      />
      <Button type="submit">
        {pages.portfolioSearchButton}
      </Button>
      </form>
    </HStack>
  )
}

/** The link back to every project, after the search's result and in its empty state. */
function ClearSearch({ color }: { color?: string }) {
  const { pages } = useSite()
  return (
    <Link href={ROUTES.portfolio.path} color={color} textDecoration="underline">
      {pages.portfolioClearSearch}
    </Link>
  )
}

/**
 * Portfolio: hero (with a search box), sticky index, the seven sections and
 * a closing call to action. While searching (views.portfolioSearch), the
 * hero says how many projects match, only the sections with a match are
 * shown (and listed in the index), and when nothing matches the page has
 * one empty state instead of the sections and the index.
 */
export function PortfolioPage() {
  const { pages } = useSite()
  const search = useRequiredTemplateView<PortfolioSearchView>('portfolioSearch')
  return (
    <PortfolioFrame
      title={pages.portfolioTitle}
      intro={pages.portfolioIntro}
      hero={
        <>
          <SearchForm />
          <If when={search.searching}>
            <Text mt="4" color="gold.200" data-testid="portfolio-search">
              {search.result} · <ClearSearch color="white" />
            </Text>
          </If>
        </>
      }
      index={
        <Unless when={search.none}>
          <SideIndex />
        </Unless>
      }
    >
      {/* Without the index (nothing matched), the sections' place is the whole row. */}
      <Stack gap={{ base: '16', md: '24' }} minW="0" css={{ '&:first-child': { gridColumn: '1 / -1' } }}>
        <If when={search.none}>
          <ListMessage>
            {pages.portfolioSearchNone} <ClearSearch />
          </ListMessage>
        </If>
        {PORTFOLIO_SECTIONS.map((s) => (
          <CategorySection key={s.category} section={s} />
        ))}
      </Stack>
    </PortfolioFrame>
  )
}
