import { Box, Button, Card, Flex, Heading, Text, VisuallyHidden } from '@chakra-ui/react'
import { LuExternalLink } from 'react-icons/lu'
import { SafeImage } from '@/components/ui/safe-image'
import { If, Unless } from '@/lib/template'
import type { InvestmentCardView } from '@/lib/views.gen'

/** The logo's box is 56 px square (w="14"). */
const LOGO_SIZES = '56px'

export function InvestmentCard({ investment, level = 'h4' }: { investment: InvestmentCardView; level?: 'h3' | 'h4' }) {
  return (
    <Card.Root variant="outline" borderRadius="xl" h="full" data-testid="investment-card">
      <Card.Body gap="3">
        <Flex gap="4" align="center">
          <Box w="14" h="14" flexShrink={0} borderRadius="lg" overflow="hidden" bg="bg.muted">
            <If when={investment.logo}>
              <SafeImage src={investment.logo} srcSet={investment.srcSet || undefined} avifSrcSet={investment.avifSrcSet} sizes={LOGO_SIZES} alt={investment.logoAlt} width={112} height={112} position={investment.position} />
            </If>
            {/* Without a logo, the title's initials: the title itself is the heading beside it. */}
            <Unless when={investment.logo}>
              <Flex aria-hidden h="full" align="center" justify="center" fontFamily="heading" fontWeight="bold" fontSize="lg" color="brand.fg" data-testid="investment-monogram">
                {investment.monogram}
              </Flex>
            </Unless>
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
          <Button asChild type={undefined} size="sm" variant="outline">
            <a href={investment.url} target="_blank" rel="noopener noreferrer" ping={investment.ping}>
              {investment.linkLabel}
              {/* What the link opens, for screen readers and crawlers (its text is read out of context). */}
              <VisuallyHidden>: {investment.title}</VisuallyHidden>
              <LuExternalLink aria-hidden />
            </a>
          </Button>
        </Card.Footer>
      </If>
    </Card.Root>
  )
}
