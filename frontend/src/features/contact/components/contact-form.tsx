import { Box, Button, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { ContactRequest } from '@/lib/api-types.gen'
import { useSite } from '@/lib/site'
import { marker } from '@/lib/template'
import { HoneypotField } from '@/components/ui/honeypot-field'

export const MESSAGE_ROWS = 6

/** The members of POST /api/contact (the server's request table). */
type ContactField = keyof ContactRequest

/** A message by a field or the form: hidden while empty (the server fills it, or src/public/contact.ts). */
const hiddenWhenEmpty = { '&:empty': { display: 'none' } }

/** One required field with its label and the server's message for it (form.errors.<name>). */
function ContactFieldRoot({ name, label, children }: { name: ContactField; label: string; children: ReactNode }) {
  return (
    <Field.Root required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <Text id={`contact-${name}-error`} data-error-for={name} color="fg.error" fontSize="sm" css={hiddenWhenEmpty}>
        {marker(`form.errors.${name}`)}
      </Text>
    </Field.Root>
  )
}

/** The attributes every field takes from the form's state (form.*), which the server fills per request. */
const fieldProps = (name: ContactField) => ({
  name,
  defaultValue: marker(`form.values.${name}`),
  'aria-invalid': marker(`form.invalid.${name}`) as 'true' | 'false',
  'aria-describedby': `contact-${name}-error`,
})

/**
 * 'Send a Message': name, email, subject and message, all required. A real
 * form: without script it posts to POST /contact, which answers 303 to
 * /contact/sent or this page again with the values kept and a message by
 * each field (the server validates: noValidate, so an empty form reaches it
 * and gets its messages). It carries a signed token (form.token) and the
 * honeypot. src/public/contact.ts sends it to POST /api/contact instead,
 * after the browser's own checks (email type, required), with no reload.
 */
export function ContactForm() {
  const { pages } = useSite()
  return (
    <Stack asChild gap="5" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }} bg="bg.panel" boxShadow="sm" position="relative">
      <form method="post" action="/contact" noValidate data-contact-form="" data-min-seconds={marker('form.minSeconds')} data-sent-title={pages.contactSentTitle} data-sent-description={pages.contactSentText} aria-labelledby="contact-form-title">
        <Heading as="h2" id="contact-form-title" size="xl">
          {pages.contactFormTitle}
        </Heading>
        <Box role="alert" data-form-error="" borderWidth="1px" borderColor="border.error" color="fg.error" borderRadius="md" p="3" css={hiddenWhenEmpty}>
          {marker('form.error')}
        </Box>
        <ContactFieldRoot name="name" label={pages.contactNameLabel}>
          <Input {...fieldProps('name')} autoComplete="name" />
        </ContactFieldRoot>
        <ContactFieldRoot name="email" label={pages.contactEmailLabel}>
          <Input {...fieldProps('email')} type="email" autoComplete="email" />
        </ContactFieldRoot>
        <ContactFieldRoot name="subject" label={pages.contactSubjectLabel}>
          <Input {...fieldProps('subject')} />
        </ContactFieldRoot>
        <ContactFieldRoot name="message" label={pages.contactMessageLabel}>
          <Textarea {...fieldProps('message')} rows={MESSAGE_ROWS} resize="vertical" />
        </ContactFieldRoot>
        <input type="hidden" name="token" defaultValue={marker('form.token')} />
        <HoneypotField />
        <Button type="submit" size="lg">
          {pages.contactSendButton}
        </Button>
      </form>
    </Stack>
  )
}
