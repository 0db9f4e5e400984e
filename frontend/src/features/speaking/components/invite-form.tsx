import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { useSite } from '@/lib/site'
import { marker } from '@/lib/template'

/** The form's words. */
export const INVITE_TEXTS = {
  title: 'Invite me to speak',
  intro: 'Tell me about your event: I answer every invitation.',
  eventName: 'Event',
  eventDate: 'Date',
  eventLocation: 'Location (or online)',
  eventAudience: 'Expected audience',
  eventFormat: 'Format (keynote, panel, fireside…)',
  message: 'About the event',
  send: 'Send the invitation',
} as const

/** The form's fields (pages.InviteFields on the server): form.values, form.errors and form.invalid have each. */
type InviteField = 'name' | 'email' | 'eventName' | 'eventDate' | 'eventLocation' | 'eventAudience' | 'eventFormat' | 'message'

/** A message by a field or the form: hidden while empty (the server fills it when it refuses the form). */
const hiddenWhenEmpty = { '&:empty': { display: 'none' } }

/** One field with its label and the server's message for it (form.errors.<name>). */
function Labelled({ name, label, required, children }: { name: InviteField; label: string; required?: boolean; children: ReactNode }) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      <Text id={`invite-${name}-error`} color="fg.error" fontSize="sm" css={hiddenWhenEmpty}>
        {marker(`form.errors.${name}`)}
      </Text>
    </Field.Root>
  )
}

/** The attributes every field takes from the form's state (form.*): the server fills them per request, with what was sent when it refuses the form. */
const fieldProps = (name: InviteField) => ({
  name,
  defaultValue: marker(`form.values.${name}`),
  'aria-invalid': marker(`form.invalid.${name}`) as 'true' | 'false',
  'aria-describedby': `invite-${name}-error`,
})

/**
 * The invitation to speak: a real form that posts to POST /contact (the
 * contact form's route and protections: the signed token, its minimum
 * age, the honeypot, the rate limit) as a message with the topic
 * "speaking" and its event (event* fields), which reaches the Inbox as a
 * speaking request. It works without script, and with it the browser posts
 * it the same way (no data-contact-form: src/public/contact.ts sends only
 * the contact page's fields); the server answers 303 to /contact/sent, or
 * this page again with what was typed and a message by each field (form.*;
 * sent too soon: a token good at once, so sending again confirms it).
 */
export function InviteForm() {
  const { pages } = useSite()
  return (
    <Stack asChild gap="5" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }} bg="bg.panel" position="relative" maxW="3xl">
      <form method="post" action="/contact" aria-labelledby="invite-title" data-testid="invite-form" data-min-seconds={marker('form.minSeconds')}>
        <Box>
          <Heading as="h2" id="invite-title" size={{ base: 'xl', md: '2xl' }} mb="2">
            {INVITE_TEXTS.title}
          </Heading>
          <Text color="fg.muted">{INVITE_TEXTS.intro}</Text>
        </Box>
        <Box role="alert" borderWidth="1px" borderColor="border.error" color="fg.error" borderRadius="md" p="3" css={hiddenWhenEmpty}>
          {marker('form.error')}
        </Box>
        <input type="hidden" name="topic" value="speaking" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Labelled name="name" label={pages.contactNameLabel} required>
            <Input {...fieldProps('name')} autoComplete="name" required />
          </Labelled>
          <Labelled name="email" label={pages.contactEmailLabel} required>
            <Input {...fieldProps('email')} type="email" autoComplete="email" required />
          </Labelled>
          <Labelled name="eventName" label={INVITE_TEXTS.eventName} required>
            <Input {...fieldProps('eventName')} required />
          </Labelled>
          <Labelled name="eventDate" label={INVITE_TEXTS.eventDate} required>
            <Input {...fieldProps('eventDate')} type="date" required />
          </Labelled>
          <Labelled name="eventLocation" label={INVITE_TEXTS.eventLocation}>
            <Input {...fieldProps('eventLocation')} />
          </Labelled>
          <Labelled name="eventAudience" label={INVITE_TEXTS.eventAudience}>
            <Input {...fieldProps('eventAudience')} type="number" min={0} inputMode="numeric" />
          </Labelled>
        </SimpleGrid>
        <Labelled name="eventFormat" label={INVITE_TEXTS.eventFormat}>
          <Input {...fieldProps('eventFormat')} />
        </Labelled>
        <Labelled name="message" label={INVITE_TEXTS.message} required>
          <Textarea {...fieldProps('message')} rows={5} required resize="vertical" />
        </Labelled>
        <input type="hidden" name="token" defaultValue={marker('form.token')} />
        <HoneypotField />
        <Button type="submit" size="lg" alignSelf="flex-start">
          {INVITE_TEXTS.send}
        </Button>
      </form>
    </Stack>
  )
}
