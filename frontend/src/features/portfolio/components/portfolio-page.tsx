import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useSite } from '@/lib/site'
import { ROUTES } from '@/lib/routes'
import { If, marker } from '@/lib/template'
import { PORTFOLIO_SECTIONS } from '../sections'
import { CategorySection } from './category-section'
import { PortfolioFrame } from './portfolio-frame'
import { SideIndex } from './side-index'

/** The search the server filters the page by (?search=, trimmed; request.search). */
const SEARCH = marker('request.search')

/**
 * A GET form: the server answers /portfolio?search=… with the sections
 * filtered (and their empty states), with or without script.
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
      <Button type="submit" colorPalette="gold">
        {pages.portfolioSearchButton}
      </Button>
      </form>
    </HStack>
  )
}

/** Portfolio: hero (with a search box), sticky index, the seven sections and a closing call to action. */
export function PortfolioPage() {
  const { pages } = useSite()
  return (
    <PortfolioFrame
      title={pages.portfolioTitle}
      intro={pages.portfolioIntro}
      hero={
        <>
          <SearchForm />
          <If when={SEARCH}>
            <Text mt="4" color="gold.200" data-testid="portfolio-search">
              {marker('views.texts.searchResultBefore')}
              <If when={marker('views.texts.searchResultHasSearch')}>{SEARCH}</If>
              {marker('views.texts.searchResultAfter')} ·{' '}
              <Link href={ROUTES.portfolio.path} color="white" textDecoration="underline">
                {pages.portfolioClearSearch}
              </Link>
            </Text>
          </If>
        </>
      }
      index={<SideIndex />}
    >
      <Stack gap={{ base: '16', md: '24' }} minW="0">
        {PORTFOLIO_SECTIONS.map((s) => (
          <CategorySection key={s.category} section={s} />
        ))}
      </Stack>
    </PortfolioFrame>
  )
}
