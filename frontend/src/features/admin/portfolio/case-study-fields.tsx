import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { CASE_STUDY_LIMITS } from '@/lib/limits.gen'
import { TextAreaField, TextField } from '../components/fields'
import type { BoundText } from '../components/form-parts'
import type { CaseStudyForm } from './case-study'

/** The part's words. */
const TEXT = {
  heading: 'Case study',
  intro: "Shown on the project's page, with the role above. Leave empty what does not apply: it is not shown.",
  yearHelp: 'For example 2019 or 2019–2022',
  platformHelp: 'For example PC, PlayStation 5',
  storyHelp: 'Paragraphs are separated by an empty line.',
  listHelp: (max: number) => `One per line, at most ${max}.`,
} as const

/**
 * The "Case study" part of the project dialog: the facts the page's facts
 * row shows beside the role (year, studio, platform), the story, and the
 * outcomes and credits, each list a textarea with one item a line. One
 * column on a phone.
 */
export function CaseStudyFields({ bind }: { bind: (field: keyof CaseStudyForm) => BoundText }) {
  return (
    <Stack as="section" gap="4" borderTopWidth="1px" pt="4" aria-labelledby="case-study-title">
      <Stack gap="1">
        <Heading as="h3" size="md" id="case-study-title">
          {TEXT.heading}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {TEXT.intro}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField label="Year" helper={TEXT.yearHelp} {...bind('year')} />
        <TextField label="Studio" {...bind('studio')} />
        <TextField label="Platform" helper={TEXT.platformHelp} {...bind('platform')} />
      </SimpleGrid>
      <TextAreaField label="Story" helper={TEXT.storyHelp} rows={6} {...bind('story')} />
      {/* Full width, so that an item wraps as seldom as it can: a line is an item. */}
      <TextAreaField label="Outcomes" helper={TEXT.listHelp(CASE_STUDY_LIMITS.outcomes)} rows={5} {...bind('outcomes')} />
      <TextAreaField label="Credits" helper={TEXT.listHelp(CASE_STUDY_LIMITS.credits)} rows={5} {...bind('credits')} />
    </Stack>
  )
}
