import { Box, Heading, List, Stack, Text } from '@chakra-ui/react'
import { LuCheck } from 'react-icons/lu'
import { Each, If } from '@/lib/template'
import type { ProjectPageView } from '@/lib/views.gen'

/** The case study's fixed words. */
const TEXT = {
  facts: 'Project facts',
  role: 'Role',
  year: 'Year',
  studio: 'Studio',
  platform: 'Platform',
  outcomes: 'Outcomes',
  credits: 'Credits',
} as const

/** One fact of the row: a term and its value, grouped in a <div> as a <dl> allows. */
function Fact({ value, label }: { value: string; label: string }) {
  return (
    <If when={value}>
      <Box minW="0" maxW="full">
        <Text as="dt" textStyle="eyebrow" fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Text as="dd" m="0" mt="1" fontWeight="semibold" color="gold.fg" overflowWrap="anywhere">
          {value}
        </Text>
      </Box>
    </If>
  )
}

/**
 * The facts row under a project's title: role, year, studio and platform, a
 * <dl> of only those that are set, and nothing at all when none is. Static
 * HTML: it reads the same with script off.
 */
export function ProjectFacts({ view }: { view: ProjectPageView }) {
  return (
    <If when={view.hasFacts}>
      {/* Two columns on a phone; one row of as many as are set on a wide screen. */}
      <Box as="dl" aria-label={TEXT.facts} display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'none' }} gridAutoFlow={{ md: 'column' }} gridAutoColumns={{ md: 'max-content' }} columnGap={{ base: '6', md: '12' }} rowGap="4" py="4" borderYWidth="1px" data-testid="project-facts">
        <Fact value={view.role} label={TEXT.role} />
        <Fact value={view.year} label={TEXT.year} />
        <Fact value={view.studio} label={TEXT.studio} />
        <Fact value={view.platform} label={TEXT.platform} />
      </Box>
    </If>
  )
}

/** A list of the case study under its heading, or nothing when it is empty. */
function CaseList({ items, label, marker, columns }: { items: string[]; label: string; marker?: boolean; columns?: boolean }) {
  return (
    <If when={items}>
      <Stack as="section" aria-label={label} gap="3" minW="0">
        <Heading as="h2" textStyle="cardTitle">
          {label}
        </Heading>
        <List.Root as="ul" variant="plain" display="grid" gridTemplateColumns={columns ? { md: 'repeat(2, minmax(0, 1fr))' } : undefined} columnGap="10" rowGap="2" data-testid={`project-${label.toLowerCase()}`}>
          <Each of={items}>
            {(item) => (
              <List.Item alignItems="flex-start" overflowWrap="anywhere">
                {marker && (
                  <List.Indicator asChild color="gold.fg" mt="1">
                    <LuCheck aria-hidden />
                  </List.Indicator>
                )}
                {item}
              </List.Item>
            )}
          </Each>
        </List.Root>
      </Stack>
    </If>
  )
}

/**
 * The case study's body: the story's paragraphs, then its outcomes and
 * credits (in two columns on a wide screen). A part that is empty is not
 * written, heading included. Each part is a child of the page's stack, so
 * an absent one leaves no gap either.
 */
export function ProjectCaseStudy({ view }: { view: ProjectPageView }) {
  return (
    <>
      <If when={view.story}>
        {/* The description's continuation, not a section of its own: no heading of its own to give it. */}
        <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75" maxW="65ch" data-testid="project-story">
          <Each of={view.story}>{(p) => <Text>{p}</Text>}</Each>
        </Stack>
      </If>
      <CaseList items={view.outcomes} label={TEXT.outcomes} marker />
      <CaseList items={view.credits} label={TEXT.credits} columns />
    </>
  )
}
