import { Box, Button, Card, Flex, Heading, Text, VisuallyHidden } from '@chakra-ui/react'
import { LuExternalLink } from 'react-icons/lu'
import { SafeImage } from '@/components/ui/safe-image'
import { If, Unless } from '@/lib/template'
import type { InvestmentCardView } from '../view'

/** The logo's box is 56 px square (w="14"). */
const LOGO_SIZES = '56px'

/**
 * An investment: logo, title, role, description and its link. The card's
 * heading is an h3 directly under a category's h2, an h4 under a
 * subcategory's h3, so the outline never skips a level. The link keeps the
 * spec's visible label and says what it opens to screen readers and
 * crawlers ("Learn More about Acme Games"): the added words are visually
 * hidden text, which is part of the link's text, not only of an aria-label.
 */
export function InvestmentCard({ investment, level = 'h4' }: { investment: InvestmentCardView; level?: 'h3' | 'h4' }) {
  return (
    <Card.Root variant="outline" borderRadius="xl" h="full" data-testid="investment-card">
      <Card.Body gap="3">
        <Flex gap="4" align="center">
          <Box w="14" h="14" flexShrink={0} borderRadius="lg" overflow="hidden" bg="bg.muted">
            <SafeImage src={investment.logo} srcSet={investment.srcSet || undefined} sizes={LOGO_SIZES} alt={investment.logoAlt} width={112} height={112} />
          </Box>
          <Box minW="0">
            <Heading as={level} size="md">
              {investment.title}
            </Heading>
            <If when={investment.role}>
              <Text fontSize="sm" color="gold.fg" fontWeight="semibold">
                {investment.role}
              </Text>
            </If>
          </Box>
        </Flex>
        <If when={investment.description}>
          <Text fontSize="sm" color="fg.muted">
            {investment.description}
          </Text>
        </If>
      </Card.Body>
      <If when={investment.url}>
        <Card.Footer>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={investment.url} target="_blank" rel="noopener noreferrer">
              {investment.linkLabel}{' '}
              <If when={investment.linkLabel} eq="Learn More">
                <VisuallyHidden>about {investment.title}</VisuallyHidden>
              </If>
              <Unless when={investment.linkLabel} eq="Learn More">
                <VisuallyHidden>of {investment.title}</VisuallyHidden>
              </Unless>
              <LuExternalLink aria-hidden />
            </a>
          </Button>
        </Card.Footer>
      </If>
    </Card.Root>
  )
}
