import { Button, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { TextField } from '../components/fields'
import { AuthCard } from '../components/auth-card'
import { failureText } from '../lib/notices'
import { required, serverFieldErrors, type FieldErrors } from '../lib/validation'
import { createPasskey, isCancelled, passkeyFailure, passkeysSupported } from '../auth/webauthn'
import { useAcceptInvitationMutation, useAcceptInvitationWithPasskeyMutation, useInvitationPasskeyOptionsMutation } from './api'
import { USERS_MESSAGES as M } from './messages'

/** The token of an invitation's address (/admin/invitation/TOKEN), or null. */
export function invitationToken(pathname: string): string | null {
  const m = /^\/admin\/invitation\/([0-9a-f]{64})\/?$/.exec(pathname)
  return m ? m[1] : null
}

/**
 * The page an invitation's link opens: the invited person chooses a
 * username and either a password (at least 12 characters) or, where the
 * browser can make one, a passkey ('Use a passkey instead': the browser's
 * prompt, and the link is spent only once the passkey is verified), and is
 * signed in; a used, revoked or expired link says so. It needs script, as
 * the admin does.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [accept, { isLoading: accepting }] = useAcceptInvitationMutation()
  const [options, { isLoading: beginning }] = useInvitationPasskeyOptionsMutation()
  const [acceptWithPasskey, { isLoading: finishing }] = useAcceptInvitationWithPasskeyMutation()
  const [prompting, setPrompting] = useState(false)
  const isLoading = accepting || beginning || finishing || prompting

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

  const withPasskey = async () => {
    const name = username.trim()
    const missing = required(name)
    setErrors(missing ? { username: missing } : {})
    setFailure(null)
    if (missing) return
    try {
      const { publicKey } = await options({ token, username: name }).unwrap()
      setPrompting(true)
      const credential = await createPasskey(publicKey).finally(() => setPrompting(false))
      await acceptWithPasskey({ token, credential }).unwrap()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      setFailure(isCancelled(error) ? M.passkeyCancelled : passkeyFailure(error))
    }
  }

  return (
    <AuthCard
      id="accept-invitation-title"
      title={M.acceptTitle}
      intro={M.acceptIntro}
      failure={failure}
      onSubmit={submit}
      footer={
        <>
          <Button type="submit" colorPalette="brand" w="full" loading={accepting}>
            {M.accept}
          </Button>
          {passkeysSupported() && (
            <>
              <Button variant="outline" colorPalette="brand" w="full" onClick={() => void withPasskey()} loading={beginning || finishing || prompting} disabled={isLoading}>
                {M.usePasskey}
              </Button>
              <Text color="fg.muted" textStyle="sm" textAlign="center">
                {M.passkeyHelp}
              </Text>
            </>
          )}
        </>
      }
    >
      <TextField label={M.username} required name="username" autoComplete="username" value={username} onChange={setUsername} disabled={isLoading} error={errors.username} />
      <TextField label={M.password} required name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} disabled={isLoading} error={errors.password} />
    </AuthCard>
  )
}
