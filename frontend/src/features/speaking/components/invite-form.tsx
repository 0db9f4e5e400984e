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

function Labelled({ label, required, children }: { label: string; required?: boolean; children: ReactNode }) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
    </Field.Root>
  )
}

/**
 * The invitation to speak: a real form that posts to POST /contact (the
 * contact form's route and protections: the signed token, its minimum
 * age, the honeypot, the rate limit) as a message with the topic
 * "speaking" and its event (event* fields), which reaches the Inbox as a
 * speaking request. It works without script, and with it the browser posts
 * it the same way (no data-contact-form: src/public/contact.ts sends only
 * the contact page's fields); the server answers 303 to /contact/sent, or
 * the contact page with its message.
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
        <input type="hidden" name="topic" value="speaking" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Labelled label={pages.contactNameLabel} required>
            <Input name="name" autoComplete="name" required defaultValue={marker('form.values.name')} />
          </Labelled>
          <Labelled label={pages.contactEmailLabel} required>
            <Input name="email" type="email" autoComplete="email" required defaultValue={marker('form.values.email')} />
          </Labelled>
          <Labelled label={INVITE_TEXTS.eventName} required>
            <Input name="eventName" required />
          </Labelled>
          <Labelled label={INVITE_TEXTS.eventDate} required>
            <Input name="eventDate" type="date" required />
          </Labelled>
          <Labelled label={INVITE_TEXTS.eventLocation}>
            <Input name="eventLocation" />
          </Labelled>
          <Labelled label={INVITE_TEXTS.eventAudience}>
            <Input name="eventAudience" type="number" min={0} inputMode="numeric" />
          </Labelled>
        </SimpleGrid>
        <Labelled label={INVITE_TEXTS.eventFormat}>
          <Input name="eventFormat" />
        </Labelled>
        <Labelled label={INVITE_TEXTS.message} required>
          <Textarea name="message" rows={5} required resize="vertical" defaultValue={marker('form.values.message')} />
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
