import { Box, Container, Flex, Heading } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/link-button'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'

/** The closing call to action of the portfolio and its category pages: contact, and more about the owner. */
export function PortfolioCta() {
  const { pages } = useSite()
  return (
    <Box bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="6">
          {pages.portfolioCtaHeading}
        </Heading>
        <Flex gap="3" justify="center" wrap="wrap">
          <LinkButton to={ROUTES.contact.path} size="lg">
            {pages.portfolioCtaButton}
          </LinkButton>
          <LinkButton to={ROUTES.home.path} variant="outline" size="lg">
            {pages.portfolioCtaAboutButton}
          </LinkButton>
        </Flex>
      </Container>
    </Box>
  )
}
