import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { If } from '@/lib/template'

/**
 * How a section's heading sits: 'split' (the default; issue 39) puts the
 * heading, under a short accent rule, at the start and its introduction
 * beside it from md up, an editorial header rather than a centred title
 * over every grid; 'center' is for the few sections that stand alone (a
 * closing call to action, a strip of names); 'start' stacks both at the start.
 */
export type SectionHeadingAlign = 'split' | 'center' | 'start'

/** A section's heading with an optional short introduction (none when blank). */
export function SectionHeading({ title, intro, align = 'split', id }: { title: string; intro?: string; align?: SectionHeadingAlign; id?: string }) {
  const centred = align === 'center'
  const introText = intro !== undefined && (
    // A blank introduction (the owner's, or a marker the server fills with '') shows nothing.
    <If when={intro}>
      <Text color="fg.muted" maxW="2xl" textStyle="lead" mx={centred ? 'auto' : undefined}>
        {intro}
      </Text>
    </If>
  )
  const heading = (
    <Stack gap="3" align={centred ? 'center' : 'flex-start'}>
      <Box h="1" w={centred ? '16' : '10'} bg="gold.solid" borderRadius="full" aria-hidden />
      <Heading as="h2" id={id} textStyle="sectionTitle" maxW={centred ? undefined : '2xl'}>
        {title}
      </Heading>
    </Stack>
  )
  if (align === 'split') {
    return (
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} columnGap="12" rowGap="3" alignItems="end" textAlign="start" mb={{ base: '8', md: '12' }}>
        {heading}
        {introText}
      </Grid>
    )
  }
  return (
    <Stack gap="3" textAlign={centred ? 'center' : 'start'} align={centred ? 'center' : 'flex-start'} mb={{ base: '8', md: '10' }}>
      {heading}
      {introText}
    </Stack>
  )
}
