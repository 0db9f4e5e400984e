import { Box, Button, Container, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { CardSkeletons, ListMessage } from '@/components/ui/list-states'
import { useSite } from '@/lib/site'
import { INVESTMENT_CATEGORIES, withName } from '@/lib/catalogue'
import { errorMessage } from '@/lib/http-error'
import { ROUTES } from '@/lib/routes'
import { EMPTY_IN_CATEGORY, EMPTY_IN_SUBCATEGORY } from '@/lib/messages'
import { byPriorityAsc } from '@/lib/sort'
import type { Investment } from '@/lib/types'
import { scrollToId } from '@/lib/use-hash-scroll'
import { useGetInvestmentsQuery } from '../api'
import { InvestmentCard } from './investment-card'
import { useAfterHydration } from '@/lib/hydration'

function CardGrid({ items, empty }: { items: Investment[]; empty: string }) {
  if (items.length === 0) return <ListMessage>{empty}</ListMessage>
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
      {items.map((i) => (
        <InvestmentCard key={i.id} investment={i} />
      ))}
    </SimpleGrid>
  )
}

function InvestmentIndex({ name }: { name: string }) {
  return (
    <Box as="nav" aria-labelledby="investment-index" position={{ lg: 'sticky' }} top="88px" borderWidth="1px" borderRadius="xl" p="4" bg="bg.panel">
      <Heading as="h2" id="investment-index" size="sm" mb="3">
        Investment Index
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {INVESTMENT_CATEGORIES.map((c) => (
          <Box as="li" key={c.key}>
            <Button variant="ghost" size="sm" w="full" justifyContent="flex-start" onClick={() => scrollToId(c.key)} whiteSpace="normal" textAlign="start" h="auto" py="1.5">
              {withName(c.label, name)}
            </Button>
            {c.subcategories.length > 0 && (
              <Stack as="ul" gap="0" ps="4" listStyleType="none">
                {c.subcategories.map((s) => (
                  <Box as="li" key={s.key}>
                    <Button variant="ghost" size="xs" color="fg.muted" w="full" justifyContent="flex-start" onClick={() => scrollToId(s.key)}>
                      {s.label}
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

/** Investments: funds managed, portfolio companies and board and advisory roles. */
export function InvestmentsPage() {
  const { name } = useSite()
  const { data, error, isLoading } = useAfterHydration(useGetInvestmentsQuery())
  const items = byPriorityAsc(data ?? [])
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" mb="3">
        {ROUTES.investments.label}
      </Heading>
      <Text color="fg.muted" mb={{ base: '8', md: '12' }} maxW="2xl">
        Funds, founders and boards: backing the companies building the future of entertainment.
      </Text>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <InvestmentIndex name={name} />
        <Stack gap="16" minW="0">
          {INVESTMENT_CATEGORIES.map((c) => {
            const inCategory = items.filter((i) => i.category === c.key)
            return (
              <Box as="section" key={c.key} id={c.key} scrollMarginTop="80px" aria-labelledby={`${c.key}-title`}>
                <Heading as="h2" id={`${c.key}-title`} size={{ base: 'xl', md: '2xl' }} mb="6">
                  {withName(c.label, name)}
                </Heading>
                {isLoading ? (
                  <CardSkeletons count={3} />
                ) : error ? (
                  <ListMessage tone="error">{errorMessage(error)}</ListMessage>
                ) : c.subcategories.length === 0 ? (
                  <CardGrid items={inCategory} empty={EMPTY_IN_CATEGORY} />
                ) : (
                  <Stack gap="10">
                    {c.subcategories.map((s) => (
                      <Box as="section" key={s.key} id={s.key} scrollMarginTop="80px" aria-labelledby={`${s.key}-title`}>
                        <Heading as="h3" id={`${s.key}-title`} size="lg" mb="4" color="brand.fg">
                          {s.label}
                        </Heading>
                        <CardGrid items={inCategory.filter((i) => i.subcategory === s.key)} empty={EMPTY_IN_SUBCATEGORY} />
                      </Box>
                    ))}
                  </Stack>
                )}
              </Box>
            )
          })}
        </Stack>
      </Grid>
    </Container>
  )
}
