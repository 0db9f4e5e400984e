import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { fitGrid } from '@/components/ui/fit-grid'
import { ListMessage } from '@/components/ui/list-states'
import { INVESTMENT_CATEGORIES } from '@/lib/catalogue'
import { useSite } from '@/lib/site'
import { EMPTY_IN_CATEGORY, EMPTY_IN_SUBCATEGORY } from '@/lib/messages'
import { Each, If, Unless, useRequiredTemplateView } from '@/lib/template'
import type { InvestmentListView, InvestmentsView } from '@/lib/views.gen'
import { InvestmentCard } from './investment-card'

type Category = (typeof INVESTMENT_CATEGORIES)[number]

/** level: the cards' heading, one below the heading above them (h3 under a category, h4 under a subcategory). */
function CardGrid({ list, empty, level }: { list: InvestmentListView; empty: string; level: 'h3' | 'h4' }) {
  return (
    <>
      <If when={list.empty}>
        <ListMessage>{empty}</ListMessage>
      </If>
      <Unless when={list.empty}>
        <Box css={fitGrid({ base: 1, md: 2, xl: 3 })} gap="5">
          <Each of={list.items}>{(i) => <InvestmentCard investment={i} level={level} />}</Each>
        </Box>
      </Unless>
    </>
  )
}

/** A category's cards: one grid, or a section per subcategory. */
function CategoryCards({ category, view }: { category: Category; view: InvestmentsView }) {
  if (category.subcategories.length === 0) return <CardGrid list={view.categories[category.key]} empty={EMPTY_IN_CATEGORY} level="h3" />
  return (
    <Stack gap="10">
      {category.subcategories.map((s) => (
        <Box as="section" key={s.key} id={s.key} scrollMarginTop="80px" aria-labelledby={`${s.key}-title`}>
          <Heading as="h3" id={`${s.key}-title`} size="lg" mb="4" color="brand.fg">
            {view.labels[s.key]}
          </Heading>
          <CardGrid list={view.subcategories[category.key][s.key]} empty={EMPTY_IN_SUBCATEGORY} level="h4" />
        </Box>
      ))}
    </Stack>
  )
}

/** The sticky index: links to each category's and subcategory's anchor (the browser scrolls, 80 px below the top). */
function InvestmentIndex({ view }: { view: InvestmentsView }) {
  const { pages } = useSite()
  return (
    <Box as="nav" aria-labelledby="investment-index" position={{ lg: 'sticky' }} top="88px" borderWidth="1px" borderRadius="xl" p="4" bg="bg.panel">
      <Heading as="h2" id="investment-index" size="sm" mb="3">
        {pages.investmentsIndexHeading}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {INVESTMENT_CATEGORIES.map((c) => (
          <Box as="li" key={c.key}>
            <Button asChild type={undefined} variant="ghost" size="sm" w="full" justifyContent="flex-start" whiteSpace="normal" textAlign="start" h="auto" py="1.5">
              <a href={`#${c.key}`}>{view.labels[c.key]}</a>
            </Button>
            {c.subcategories.length > 0 && (
              <Stack as="ul" gap="0" ps="4" listStyleType="none">
                {c.subcategories.map((s) => (
                  <Box as="li" key={s.key}>
                    <Button asChild type={undefined} variant="ghost" size="xs" color="fg.muted" w="full" justifyContent="flex-start">
                      <a href={`#${s.key}`}>{view.labels[s.key]}</a>
                    </Button>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  )
}

/**
 * Investments: funds managed, portfolio companies and board and advisory
 * roles, rendered at build as a template the server fills with the stored
 * investments and the headings that name the owner.
 */
export function InvestmentsPage() {
  const view = useRequiredTemplateView<InvestmentsView>('investments')
  const { pages } = useSite()
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" textStyle="pageTitle" mb="3">
        {pages.investmentsTitle}
      </Heading>
      <Text color="fg.muted" mb={{ base: '8', md: '12' }} maxW="2xl">
        {pages.investmentsIntro}
      </Text>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <InvestmentIndex view={view} />
        <Stack gap="16" minW="0">
          {INVESTMENT_CATEGORIES.map((c) => (
            <Box as="section" key={c.key} id={c.key} scrollMarginTop="80px" aria-labelledby={`${c.key}-title`}>
              <Heading as="h2" id={`${c.key}-title`} size={{ base: 'xl', md: '2xl' }} mb="6">
                {view.labels[c.key]}
              </Heading>
              <CategoryCards category={c} view={view} />
            </Box>
          ))}
        </Stack>
      </Grid>
    </Container>
  )
}
