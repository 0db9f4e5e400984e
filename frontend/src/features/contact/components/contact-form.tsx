import { Button, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'
import { useContactSend } from '../use-contact-send'
import type { ContactField } from '../messages'
import { HoneypotField } from './honeypot-field'

export const MESSAGE_ROWS = 6

interface ContactFieldProps {
  label: string
  error: string | undefined
  disabled: boolean
  children: ReactNode
}

/** One required field with its label and the server's message for it, when it named one. */
function ContactFieldRoot({ label, error, disabled, children }: ContactFieldProps) {
  return (
    <Field.Root required disabled={disabled} invalid={!!error}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/**
 * 'Send a Message': name, email, subject and message, all required, sent to
 * POST /api/contact with the token fetched when the form mounted.
 *
 * Before the app has started, the page is the server's HTML: main.tsx holds
 * a press of the submit button (and the click an Enter in a field makes) and
 * presses it again once the app is ready, so the send goes through
 * onSubmit. `method="post"` is the backstop should the browser ever submit
 * the plain form: the message then travels in a body, never in the URL,
 * history or server logs.
 */
export function ContactForm() {
  const { submit, sending, errors, clearError } = useContactSend()

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void submit(e.currentTarget)
  }
  const field = (name: ContactField, label: string, input: ReactNode) => (
    <ContactFieldRoot label={label} error={errors[name]} disabled={sending}>
      {input}
    </ContactFieldRoot>
  )

  return (
    <Stack asChild gap="5" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }} bg="bg.panel" boxShadow="sm" position="relative">
      <form method="post" onSubmit={onSubmit} onChange={(e) => clearError((e.target as { name?: string }).name ?? '')} aria-labelledby="contact-form-title">
        <Heading as="h2" id="contact-form-title" size="xl">
          Send a Message
        </Heading>
        {field('name', 'Name', <Input name="name" autoComplete="name" />)}
        {field('email', 'Email', <Input name="email" type="email" autoComplete="email" />)}
        {field('subject', 'Subject', <Input name="subject" />)}
        {field('message', 'Message', <Textarea name="message" rows={MESSAGE_ROWS} resize="vertical" />)}
        <HoneypotField />
        <Button type="submit" colorPalette="brand" size="lg" loading={sending} loadingText="Sending...">
          Send Message
        </Button>
      </form>
    </Stack>
  )
}
