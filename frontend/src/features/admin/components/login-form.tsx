import { Alert, Button, Card, Container, Heading, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { serverMessage } from '@/lib/http-error'
import { useLoginMutation } from '../api'
import { LOGIN_FAILED } from '../messages'
import { required } from '../lib/validation'
import { TextField } from './fields'

/** 'Admin Login': username and password (both required); the server's message, or the fallback, when it fails. */
export function LoginForm() {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [login, { isLoading }] = useLoginMutation()

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const next = { username: required(username), password: required(password) }
    setErrors(next)
    if (next.username || next.password) return
    setFailure(null)
    try {
      await login({ username, password }).unwrap()
    } catch (error) {
      setFailure(serverMessage(error) ?? LOGIN_FAILED)
    }
  }

  return (
    <Container maxW="md" py={{ base: '12', md: '20' }}>
      <Card.Root asChild variant="elevated" colorPalette="brand">
        <form onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
          <Card.Header>
            <Heading as="h1" size="2xl" id="admin-login-title">
              Admin Login
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              {failure && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <TextField label="Username" required name="username" autoComplete="username" value={username} onChange={setUsername} disabled={isLoading} error={errors.username} />
              <TextField label="Password" required name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} disabled={isLoading} error={errors.password} />
            </Stack>
          </Card.Body>
          <Card.Footer>
            <Button type="submit" colorPalette="brand" w="full" disabled={isLoading}>
              {isLoading ? 'Signing in...' : 'Sign In'}
            </Button>
          </Card.Footer>
        </form>
      </Card.Root>
    </Container>
  )
}
