import { Badge, Box, Container, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react'
import { Markup } from '@/components/ui/markup'
import { RevealItem, RevealSection } from '@/components/ui/reveal'
import { SectionHeading } from '@/components/ui/section-heading'
import { home, type TimelineEra } from '@/content/home'
import { ICONS } from '../icons'

function Era({ era, index }: { era: TimelineEra; index: number }) {
  return (
    <RevealItem index={index}>
      <Flex gap={{ base: '4', md: '6' }} data-testid="timeline-era">
        <Flex direction="column" align="center" flexShrink={0}>
          <Flex
            boxSize={{ base: '10', md: '12' }}
            borderRadius="full"
            align="center"
            justify="center"
            color="white"
            bgGradient="to-br"
            gradientFrom={era.colors.from}
            gradientTo={era.colors.to}
            boxShadow="md"
          >
            <Icon as={ICONS[era.icon]} boxSize="5" aria-hidden />
          </Flex>
          <Box flex="1" w="2px" bg="border" mt="2" />
        </Flex>
        <Stack gap="3" pb="10" flex="1" minW="0">
          <Heading as="h3" size={{ base: 'lg', md: 'xl' }}>
            {era.era}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {era.milestones.map((m) => (
              <Flex as="li" key={m.year} gap="3" align="baseline">
                <Badge colorPalette={era.colors.palette} variant="subtle" flexShrink={0}>
                  {m.year}
                </Badge>
                <Text>
                  <Markup text={m.text} />
                </Text>
              </Flex>
            ))}
          </Stack>
          <Text color="fg.muted" fontStyle="italic">
            {era.summary}
          </Text>
        </Stack>
      </Flex>
    </RevealItem>
  )
}

/** Career Timeline: five eras with their milestones. */
export function TimelineSection() {
  const { timeline } = home
  return (
    <RevealSection id="timeline" py={{ base: '16', md: '24' }}>
      <Container maxW="3xl">
        <SectionHeading title={timeline.heading} intro={timeline.intro} />
        <Box>
          {timeline.eras.map((era, i) => (
            <Era key={era.era} era={era} index={i} />
          ))}
        </Box>
      </Container>
    </RevealSection>
  )
}
