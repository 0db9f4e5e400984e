import { Badge, Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { MarkupRuns } from '@/components/ui/markup'
import { RevealItem, RevealSection } from '@/components/ui/reveal'
import { SectionHeading } from '@/components/ui/section-heading'
import { useHome } from '@/content/home'
import { Each, If } from '@/lib/template'
import { ERA_PALETTES, type EraPalette } from '@/lib/api-types.gen'
import type { HomeEraView } from '@/lib/views.gen'
import { ContentIcon } from './content-icon'

/** A milestone's year in the era's palette (one branch per palette, so a server template can choose it). */
function Year({ palette, year }: { palette: EraPalette; year: string }) {
  return (
    <>
      {ERA_PALETTES.map((p) => (
        <If key={p} when={palette} eq={p}>
          <Badge colorPalette={p} variant="subtle" flexShrink={0}>
            {year}
          </Badge>
        </If>
      ))}
    </>
  )
}

function Era({ era }: { era: HomeEraView }) {
  return (
    <RevealItem>
      <Flex gap={{ base: '4', md: '6' }} data-testid="timeline-era">
        <Flex direction="column" align="center" flexShrink={0}>
          {/* The era's own colours are data, so they are an inline style, not a generated class. */}
          <Flex boxSize={{ base: '10', md: '12' }} borderRadius="full" align="center" justify="center" color="white" boxShadow="md" style={{ backgroundImage: era.gradient }}>
            <ContentIcon icon={era.icon} boxSize="5" />
          </Flex>
          <Box flex="1" w="2px" bg="border" mt="2" />
        </Flex>
        <Stack gap="3" pb="10" flex="1" minW="0">
          <Heading as="h3" size={{ base: 'lg', md: 'xl' }}>
            {era.era}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            <Each of={era.milestones}>
              {(m) => (
                <Flex as="li" gap="3" align="baseline">
                  <Year palette={m.palette} year={m.year} />
                  <Text>
                    <MarkupRuns runs={m.runs} />
                  </Text>
                </Flex>
              )}
            </Each>
          </Stack>
          <Text color="fg.muted" fontStyle="italic">
            {era.summary}
          </Text>
        </Stack>
      </Flex>
    </RevealItem>
  )
}

/** Career Timeline: the eras (five by default) with their milestones. */
export function TimelineSection({ eras }: { eras: HomeEraView[] }) {
  const { timeline } = useHome()
  return (
    <RevealSection id="timeline" py={{ base: '16', md: '24' }}>
      <Container maxW="3xl">
        <SectionHeading title={timeline.heading} intro={timeline.intro} align="start" />
        <Box>
          <Each of={eras}>{(era) => <Era era={era} />}</Each>
        </Box>
      </Container>
    </RevealSection>
  )
}
