import { Button, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { serverMessage } from '@/lib/http-error'
import { useLoginMutation, useLoginSecondStepMutation } from './api'
import { PASSKEY_ANSWERS, SIGN_IN_EXPIRED } from '@/lib/messages.gen'
import { LOGIN_CODE_FAILED, LOGIN_FAILED } from './messages'
import { PASSKEY_MESSAGES } from '../account/messages'
import { usePasskeySignIn } from './use-passkey-sign-in'
import { required } from '../lib/validation'
import { TextField } from '../components/fields'
import { AuthCard } from '../components/auth-card'

/**
 * 'Admin Login': username and password (both required); the server's
 * message, or the fallback, when it fails. For an administrator with
 * two-factor sign-in a right password leads to a second step, the
 * authentication code (or a recovery code; only a recovery code while
 * passkeys only is on). Once the site has a passkey, 'Sign in with a
 * passkey' (shown while no password is typed) opens the browser's passkey
 * prompt, and where the browser can, the username field's autofill offers
 * the passkeys too.
 */
export function LoginForm() {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [needsCode, setNeedsCode] = useState(false)
  const [recoveryOnly, setRecoveryOnly] = useState(false)
  const [errors, setErrors] = useState<{ username?: string; password?: string; code?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [login, { isLoading: signingIn }] = useLoginMutation()
  const [secondStep, { isLoading: checkingCode }] = useLoginSecondStepMutation()
  const passkey = usePasskeySignIn({ autofill: !needsCode, onFailure: setFailure })
  const isLoading = signingIn || checkingCode || passkey.busy

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (needsCode) return submitCode()
    const next = { username: required(username), password: required(password) }
    setErrors(next)
    if (next.username || next.password) return
    setFailure(null)
    try {
      const answer = await login({ username, password }).unwrap()
      if ('twoFactorRequired' in answer) {
        setRecoveryOnly(Boolean(answer.recoveryCodeOnly))
        setNeedsCode(true)
      }
    } catch (error) {
      // The password goes with a failure: the field is typed again, and
      // the passkey button, offered while it is empty, is back.
      setPassword('')
      setFailure(serverMessage(error) ?? LOGIN_FAILED)
    }
  }

  const submitCode = async () => {
    const next = { code: required(code.trim()) }
    setErrors(next)
    if (next.code) return
    setFailure(null)
    try {
      await secondStep({ code: code.trim() }).unwrap()
    } catch (error) {
      setCode('')
      setFailure(serverMessage(error) ?? LOGIN_CODE_FAILED)
      // An expired sign-in starts again from the password.
      if (serverMessage(error) === SIGN_IN_EXPIRED) {
        setNeedsCode(false)
        setPassword('')
      }
    }
  }

  return (
    <AuthCard
      id="admin-login-title"
      title="Admin Login"
      failure={failure}
      onSubmit={onSubmit}
      footer={
        <>
          <Button type="submit" colorPalette="brand" w="full" disabled={isLoading}>
            {signingIn || checkingCode ? 'Signing in...' : needsCode ? 'Verify' : 'Sign In'}
          </Button>
          {/* Offered while the password is empty: typing one makes Sign In the one way on. */}
          {passkey.offered && !needsCode && !password && (
            <Button variant="outline" colorPalette="brand" w="full" onClick={passkey.signIn} disabled={isLoading}>
              {PASSKEY_MESSAGES.signIn}
            </Button>
          )}
        </>
      }
    >
      {needsCode ? (
        <>
          <Text color="fg.muted" textStyle="sm">
            {recoveryOnly ? PASSKEY_ANSWERS.recoveryCodeOnly : 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'}
          </Text>
          <TextField
            label={recoveryOnly ? PASSKEY_MESSAGES.recoveryCode : 'Authentication code'}
            required
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            value={code}
            onChange={setCode}
            disabled={isLoading}
            error={errors.code}
          />
        </>
      ) : (
        <>
          <TextField label="Username" required name="username" autoComplete="username webauthn" value={username} onChange={setUsername} disabled={isLoading} error={errors.username} />
          <TextField label="Password" required name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} disabled={isLoading} error={errors.password} />
        </>
      )}
    </AuthCard>
  )
}
