import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react'
import { LuExternalLink } from 'react-icons/lu'
import { SafeImage } from '@/components/ui/safe-image'
import { present } from '@/lib/text'
import type { Investment } from '@/lib/types'

/** Funds link to more about the fund; companies and boards to their website. */
function linkLabel(investment: Investment): string {
  return investment.category === 'funds-managed' ? 'Learn More' : 'Visit Website'
}

export function InvestmentCard({ investment }: { investment: Investment }) {
  const url = present(investment.url)
  const role = present(investment.role)
  const description = present(investment.description)
  return (
    <Card.Root variant="outline" borderRadius="xl" h="full" data-testid="investment-card">
      <Card.Body gap="3">
        <Flex gap="4" align="center">
          <Box w="14" h="14" flexShrink={0} borderRadius="lg" overflow="hidden" bg="bg.muted">
            <SafeImage src={investment.logoUrl} alt={present(investment.logoDescription) ?? investment.title} width={112} height={112} />
          </Box>
          <Box minW="0">
            <Heading as="h4" size="md">
              {investment.title}
            </Heading>
            {role && (
              <Text fontSize="sm" color="gold.fg" fontWeight="semibold">
                {role}
              </Text>
            )}
          </Box>
        </Flex>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Body>
      {url && (
        <Card.Footer>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={url} target="_blank" rel="noopener noreferrer">
              {linkLabel(investment)}
              <LuExternalLink aria-hidden />
            </a>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  )
}
