import { Button, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { notify } from '@/components/ui/toaster'

/** The form only pretends to send: no message leaves the browser (spec section 7). */
export const SIMULATED_SEND_MS = 1000
export const MESSAGE_ROWS = 6

/** 'Send a Message': name, email, subject and message, all required. */
export function ContactForm() {
  const [sending, setSending] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    setSending(true)
    timer.current = window.setTimeout(() => {
      setSending(false)
      form.reset()
      notify({ title: 'Message sent successfully!', description: "Thank you for reaching out. I'll get back to you soon." })
    }, SIMULATED_SEND_MS)
  }

  return (
    <Stack asChild gap="5" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }} bg="bg.panel" boxShadow="sm">
      <form onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <Heading as="h2" id="contact-form-title" size="xl">
        Send a Message
      </Heading>
      <Field.Root required disabled={sending}>
        <Field.Label>
          Name <Field.RequiredIndicator />
        </Field.Label>
        <Input name="name" autoComplete="name" />
      </Field.Root>
      <Field.Root required disabled={sending}>
        <Field.Label>
          Email <Field.RequiredIndicator />
        </Field.Label>
        <Input name="email" type="email" autoComplete="email" />
      </Field.Root>
      <Field.Root required disabled={sending}>
        <Field.Label>
          Subject <Field.RequiredIndicator />
        </Field.Label>
        <Input name="subject" />
      </Field.Root>
      <Field.Root required disabled={sending}>
        <Field.Label>
          Message <Field.RequiredIndicator />
        </Field.Label>
        <Textarea name="message" rows={MESSAGE_ROWS} resize="vertical" />
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="lg" loading={sending} loadingText="Sending...">
        Send Message
      </Button>
      </form>
    </Stack>
  )
}
