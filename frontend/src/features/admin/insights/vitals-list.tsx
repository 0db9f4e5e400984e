import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { InsightsVital } from '@/lib/api-types.gen'
import { formatVital, RATING_LABEL, RATING_PALETTE } from './format'
import { INSIGHTS_MESSAGES as M } from './messages'

/** One row a page: its LCP, INP and CLS at the 75th percentile, each rated in words and colour. */
interface VitalsRow {
  path: string
  metrics: Partial<Record<InsightsVital['metric'], InsightsVital>>
}

function vitalsByPage(vitals: InsightsVital[]): VitalsRow[] {
  const rows = new Map<string, VitalsRow>()
  for (const v of vitals) {
    const row = rows.get(v.path) ?? { path: v.path, metrics: {} }
    row.metrics[v.metric] = v
    rows.set(v.path, row)
  }
  return [...rows.values()]
}

function VitalBlock({ metric, vital }: { metric: InsightsVital['metric']; vital?: InsightsVital }) {
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderRadius="md" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {M.metricNames[metric]}
      </Text>
      {vital ? (
        <>
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{formatVital(metric, vital.p75)}</Text>
            <Badge colorPalette={RATING_PALETTE[vital.rating]} variant="subtle">
              {RATING_LABEL[vital.rating]}
            </Badge>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {M.samples(vital.samples)}
          </Text>
        </>
      ) : (
        <Text color="fg.muted">{M.noSamples}</Text>
      )}
    </Stack>
  )
}

/** A card a page: its three metrics side by side on a wide screen, one under another on a phone. */
export function VitalsList({ vitals }: { vitals: InsightsVital[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={M.vitals}>
      {vitalsByPage(vitals).map((row) => (
        <Stack as="li" key={row.path} gap="2" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="vitals-row">
          <Text fontWeight="medium" wordBreak="break-word">
            {row.path}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
            {(['LCP', 'INP', 'CLS'] as const).map((m) => (
              <VitalBlock key={m} metric={m} vital={row.metrics[m]} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  )
}
