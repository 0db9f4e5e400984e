import { Alert, Card, Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'

/** A failure said above a form's fields (role alert, so it is read out at once); nothing while there is none. */
export function FailureAlert({ failure }: { failure: string | null }) {
  if (!failure) return null
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{failure}</Alert.Title>
    </Alert.Root>
  )
}

/**
 * The card of the pages a person signs in or joins on (Admin Login, the
 * invitation's page): a real form with its heading, an optional line under
 * it, the failure as an alert above the fields, and the buttons in the
 * footer. Like the admin, these pages need script.
 */
export function AuthCard({
  id,
  title,
  intro,
  failure,
  onSubmit,
  children,
  footer,
}: {
  id: string
  title: string
  intro?: string
  failure: string | null
  onSubmit: (e: FormEvent) => unknown
  children: ReactNode
  footer: ReactNode
}) {
  return (
    <Container maxW="md" py={{ base: '12', md: '20' }}>
      <Card.Root asChild variant="elevated" colorPalette="brand">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={id}>
          <Card.Header>
            <Heading as="h1" size="2xl" id={id}>
              {title}
            </Heading>
            {intro && <Text color="fg.muted">{intro}</Text>}
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <FailureAlert failure={failure} />
              {children}
            </Stack>
          </Card.Body>
          <Card.Footer flexDirection="column" gap="3">
            {footer}
          </Card.Footer>
        </form>
      </Card.Root>
    </Container>
  )
}
