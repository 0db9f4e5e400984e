import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useAuthStatusQuery } from '../auth/api'
import { useDisableTwoFactorMutation, useSetupTwoFactorMutation, type TwoFactorSetup } from './api'
import { VALIDATION } from '@/lib/messages.gen'
import { SAVING } from '../messages'
import { TWO_FACTOR_MESSAGES } from './messages'
import { failureText, withNotice } from '../lib/notices'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { notifyError } from '@/components/ui/toaster'
import { TextField } from '../components/fields'
import { RecoveryCodes, TwoFactorEnrolment } from './two-factor-enrolment'

/**
 * 'Two-factor sign-in': off, it offers the setup (QR code, secret,
 * confirmation code, then the recovery codes once); on, it offers to turn
 * it off with the password and a code.
 */
export function TwoFactorSection({ username }: { username: string }) {
  const { data: status } = useAuthStatusQuery()
  const [setup, { isLoading: starting }] = useSetupTwoFactorMutation()
  const [pending, setPending] = useState<TwoFactorSetup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const on = Boolean(status?.twoFactorEnabled)

  const start = async () => {
    try {
      setPending(await setup().unwrap())
    } catch (error) {
      notifyError(failureText(error, TWO_FACTOR_MESSAGES.setupFailed))
    }
  }

  return (
    <Box as="section" aria-labelledby="two-factor-title" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="lg" mt="6">
      <Heading as="h3" size="lg" id="two-factor-title" mb="1">
        Two-factor sign-in
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="4">
        {on ? 'On: signing in asks for a code from your authenticator app.' : 'Off: signing in asks for the password only.'}
      </Text>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : on ? (
        <DisableForm username={username} />
      ) : pending ? (
        <TwoFactorEnrolment
          setup={pending}
          onCancel={() => setPending(null)}
          onEnabled={(codes) => {
            setPending(null)
            setRecoveryCodes(codes)
          }}
        />
      ) : (
        <Button colorPalette="brand" onClick={() => void start()} disabled={starting}>
          Set up
        </Button>
      )}
    </Box>
  )
}

/** Turning two-factor sign-in off: the password and a code (or a recovery code). */
function DisableForm({ username }: { username: string }) {
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [disable, { isLoading }] = useDisableTwoFactorMutation()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (isLoading) return
    const found: FieldErrors = {}
    if (!password) found.password = VALIDATION.required
    if (!code.trim()) found.code = VALIDATION.required
    setErrors(found)
    if (Object.keys(found).length) return
    const result = await withNotice(() => disable({ password, code: code.trim() }).unwrap(), TWO_FACTOR_MESSAGES.disabled, TWO_FACTOR_MESSAGES.disableFailed)
    if (!result.ok) setErrors(serverFieldErrors(result.error))
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Turn off two-factor sign-in">
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Stack gap="4">
        <TextField label="Password" required type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
        <TextField label="Authentication code" required autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} helper={TWO_FACTOR_MESSAGES.codeHelper} />
        <Button type="submit" colorPalette="red" variant="outline" alignSelf="flex-start" disabled={isLoading}>
          {isLoading ? SAVING : 'Disable'}
        </Button>
      </Stack>
    </form>
  )
}
