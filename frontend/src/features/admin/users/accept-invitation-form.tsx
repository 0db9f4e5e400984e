import { Alert, Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { TextField } from '../components/fields'
import { failureText } from '../lib/notices'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { useAcceptInvitationMutation } from './api'
import { USERS_MESSAGES as M } from './messages'

/** The token of an invitation's address (/admin/invitation/TOKEN), or null. */
export function invitationToken(pathname: string): string | null {
  const m = /^\/admin\/invitation\/([0-9a-f]{64})\/?$/.exec(pathname)
  return m ? m[1] : null
}

/**
 * The page an invitation's link opens: the invited person chooses a
 * username and a password (at least 12 characters) and is signed in; a
 * used, revoked or expired link says so. It needs script, as the admin
 * does.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [accept, { isLoading }] = useAcceptInvitationMutation()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setErrors({})
    setFailure(null)
    try {
      await accept({ token, username: username.trim(), password }).unwrap()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      setFailure(failureText(error, M.acceptFailed))
    }
  }

  return (
    <Container maxW="md" py={{ base: '12', md: '20' }}>
      <Card.Root asChild variant="elevated" colorPalette="brand">
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="accept-invitation-title">
          <Card.Header>
            <Heading as="h1" size="2xl" id="accept-invitation-title">
              {M.acceptTitle}
            </Heading>
            <Text color="fg.muted">{M.acceptIntro}</Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              {failure && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <TextField label={M.username} required name="username" autoComplete="username" value={username} onChange={setUsername} disabled={isLoading} error={errors.username} />
              <TextField label={M.password} required name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} disabled={isLoading} error={errors.password} />
              <Button type="submit" colorPalette="brand" loading={isLoading}>
                {M.accept}
              </Button>
            </Stack>
          </Card.Body>
        </form>
      </Card.Root>
    </Container>
  )
}
