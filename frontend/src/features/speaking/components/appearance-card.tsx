import { Card, Heading, HStack, Link, Text } from '@chakra-ui/react'
import { LuCalendarPlus, LuMapPin } from 'react-icons/lu'
import { If } from '@/lib/template'
import type { AppearanceCardView } from '@/lib/views.gen'
import { SCRIPT_CLASS } from '@/theme/head-script'

/** What the card's calendar link says. */
export const ADD_TO_CALENDAR = 'Add to calendar'

/**
 * The visitor's time: one line, out of the page without script; where
 * script runs, its line is there from the first paint (the head script's
 * class), so filling it moves nothing. Cut with an ellipsis if a narrow
 * card cannot hold it (its title has it whole).
 */
const LOCAL_TIME_LINE = {
  display: 'none',
  [`.${SCRIPT_CLASS} &`]: { display: 'block' },
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const

/**
 * When an appearance is: its time in the event's zone (the server's, in a
 * <time> with the instant), and a blank line that public/local-time.ts
 * fills with the visitor's own time where script runs (none without it).
 */
export function AppearanceWhen({ card }: { card: AppearanceCardView }) {
  return (
    <>
      <Text fontWeight="medium">
        <time dateTime={card.startsAt}>{card.when}</time>
      </Text>
      <Text fontSize="sm" color="fg.muted" data-local-time={card.startsAt} css={LOCAL_TIME_LINE}>
        {'\u00a0'}
      </Text>
    </>
  )
}

/** An appearance in the Speaking page's lists: a link to its page, its time, place and calendar file. Plain links: nothing needs script. */
export function AppearanceCard({ card }: { card: AppearanceCardView }) {
  return (
    <Card.Root as="article" variant="outline" borderRadius="xl" data-testid="appearance-card">
      <Card.Body gap="2">
        <Text fontSize="sm" color="brand.fg" fontWeight="semibold">
          {card.role}
          <If when={card.eventName}> · {card.eventName}</If>
        </Text>
        <Heading as="h3" size="md">
          <Link href={card.path}>{card.title}</Link>
        </Heading>
        <AppearanceWhen card={card} />
        <If when={card.place}>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <LuMapPin aria-hidden />
            <Text>{card.place}</Text>
          </HStack>
        </If>
        <Link href={card.ics} download fontSize="sm" minH="44px" display="inline-flex" alignItems="center" gap="1.5" alignSelf="flex-start">
          <LuCalendarPlus aria-hidden />
          {ADD_TO_CALENDAR}
          <Text as="span" srOnly>
            : {card.title}
          </Text>
        </Link>
      </Card.Body>
    </Card.Root>
  )
}
