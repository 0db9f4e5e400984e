import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { LuCalendar } from 'react-icons/lu'
import { fitGrid } from '@/components/ui/fit-grid'
import { ListMessage } from '@/components/ui/list-states'
import { useSite } from '@/lib/site'
import { Each, If, Unless, useRequiredTemplateView } from '@/lib/template'
import type { AppearanceListView, SpeakingView } from '@/lib/views.gen'
import { AppearanceCard } from './appearance-card'
import { InviteForm } from './invite-form'

/** The page's fixed words beside the owner's (the site texts' title and introduction). */
export const SPEAKING_TEXTS = {
  upcoming: 'Upcoming',
  past: 'Past appearances',
  noUpcoming: 'No appearance is planned at the moment.',
  noPast: 'No past appearance yet.',
  subscribe: 'Subscribe to the calendar',
} as const

function AppearanceList({ id, heading, list, empty }: { id: string; heading: string; list: AppearanceListView; empty: string }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} mb="5">
        {heading}
      </Heading>
      <If when={list.empty}>
        <ListMessage>{empty}</ListMessage>
      </If>
      <Unless when={list.empty}>
        <Box css={fitGrid({ base: 1, md: 2, xl: 3 })} gap="5">
          <Each of={list.items}>{(a) => <AppearanceCard card={a} />}</Each>
        </Box>
      </Unless>
    </Box>
  )
}

/**
 * Speaking: the upcoming appearances (soonest first) and the past ones
 * (latest first), rendered at build as a template the server fills; a
 * calendar to subscribe to (/speaking.ics) and the invitation form. Works
 * without script; public/local-time.ts adds each time in the visitor's zone.
 */
export function SpeakingPage() {
  const view = useRequiredTemplateView<SpeakingView>('speaking')
  const { pages } = useSite()
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" textStyle="pageTitle" mb="3">
        {pages.speakingTitle}
      </Heading>
      <Text color="fg.muted" mb="4" maxW="2xl">
        {pages.speakingIntro}
      </Text>
      <Link href="/speaking.ics" download mb={{ base: '8', md: '12' }} minH="44px" display="inline-flex" alignItems="center" gap="2">
        <LuCalendar aria-hidden />
        {SPEAKING_TEXTS.subscribe}
      </Link>
      <Stack gap="14">
        <AppearanceList id="upcoming" heading={SPEAKING_TEXTS.upcoming} list={view.upcoming} empty={SPEAKING_TEXTS.noUpcoming} />
        <AppearanceList id="past" heading={SPEAKING_TEXTS.past} list={view.past} empty={SPEAKING_TEXTS.noPast} />
        <InviteForm />
      </Stack>
    </Container>
  )
}
