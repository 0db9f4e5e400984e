import { Box, Button, Container, Grid, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useSite } from '@/lib/site'
import { ROUTES } from '@/lib/routes'
import { If, marker } from '@/lib/template'
import { PORTFOLIO_SECTIONS } from '../sections'
import { CategorySection } from './category-section'
import { PortfolioCta } from './portfolio-cta'
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
    <>
      <Box bgColor="brand.900" bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.950" color="white" py={{ base: '14', md: '20' }} mt="4" className="dark">
        <Container maxW="7xl">
          <Heading as="h1" textStyle="pageTitle" color="white">
            {pages.portfolioTitle}
          </Heading>
          <If when={pages.portfolioIntro}>
            <Text mt="4" maxW="2xl" textStyle="lead" color="whiteAlpha.800">
              {pages.portfolioIntro}
            </Text>
          </If>
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
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '6', md: '12' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }} gap={{ base: '6', lg: '12' }} alignItems="start">
          <SideIndex />
          <Stack gap={{ base: '16', md: '24' }} minW="0">
            {PORTFOLIO_SECTIONS.map((s) => (
              <CategorySection key={s.category} section={s} />
            ))}
          </Stack>
        </Grid>
      </Container>
      <PortfolioCta />
    </>
  )
}
