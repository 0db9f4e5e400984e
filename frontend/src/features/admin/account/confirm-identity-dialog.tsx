import { Button, HStack, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { VALIDATION } from '@/lib/messages.gen'
import { useAuthStatusQuery } from '../auth/api'
import { useConfirmIdentityMutation, useConfirmPasskeyOptionsMutation, useConfirmWithPasskeyMutation } from './api'
import { PASSKEY_MESSAGES, TWO_FACTOR_MESSAGES } from './messages'
import { failureText } from '../lib/notices'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { getPasskey, isCancelled, passkeysSupported } from '../auth/webauthn'
import { AdminDialog } from '../components/admin-dialog'
import { TextField } from '../components/fields'
import { FailureAlert } from '../components/auth-card'

interface ConfirmIdentityDialogProps {
  open: boolean
  onConfirmed: () => void
  onClose: () => void
  username: string
  /** Offers 'Use a passkey' (the administrator has at least one). */
  hasPasskeys: boolean
}

/**
 * "Confirm it's you": the password again (and an authentication code when
 * two-factor sign-in is on), or one of the passkeys. A confirmation holds 5
 * minutes; the refused change is then made again by the caller.
 */
export function ConfirmIdentityDialog({ open, onConfirmed, onClose, username, hasPasskeys }: ConfirmIdentityDialogProps) {
  const { data: status } = useAuthStatusQuery()
  const twoFactor = Boolean(status?.twoFactorEnabled)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [confirm, { isLoading: checking }] = useConfirmIdentityMutation()
  const [options, { isLoading: asking }] = useConfirmPasskeyOptionsMutation()
  const [withPasskey, { isLoading: signing }] = useConfirmWithPasskeyMutation()
  const [prompting, setPrompting] = useState(false)
  const busy = checking || asking || signing || prompting

  const done = () => {
    setPassword('')
    setCode('')
    setErrors({})
    setFailure(null)
    onConfirmed()
  }

  const submit = async () => {
    const found: FieldErrors = {}
    if (!password) found.password = VALIDATION.required
    if (twoFactor && !code.trim()) found.code = VALIDATION.required
    setErrors(found)
    if (Object.keys(found).length) return
    setFailure(null)
    try {
      await confirm(twoFactor ? { password, code: code.trim() } : { password }).unwrap()
      done()
    } catch (error) {
      const fields = serverFieldErrors(error)
      setErrors(fields)
      if (!Object.keys(fields).length) setFailure(failureText(error, PASSKEY_MESSAGES.confirmFailed))
    }
  }

  const confirmWithPasskey = async () => {
    setFailure(null)
    setPrompting(true)
    try {
      const { publicKey } = await options().unwrap()
      await withPasskey(await getPasskey(publicKey)).unwrap()
      done()
    } catch (error) {
      if (!isCancelled(error)) setFailure(failureText(error, PASSKEY_MESSAGES.confirmFailed))
    } finally {
      setPrompting(false)
    }
  }

  const close = () => {
    setFailure(null)
    setErrors({})
    onClose()
  }

  return (
    <AdminDialog
      open={open}
      onClose={close}
      title={PASSKEY_MESSAGES.confirmTitle}
      description={PASSKEY_MESSAGES.confirmIntro}
      busy={busy}
      onSubmit={() => void submit()}
      footer={
        <HStack gap="3" justify="flex-end" w="full" flexWrap="wrap">
          {hasPasskeys && passkeysSupported() && (
            <Button variant="outline" colorPalette="brand" onClick={() => void confirmWithPasskey()} disabled={busy} me="auto">
              {PASSKEY_MESSAGES.usePasskey}
            </Button>
          )}
          <Button variant="outline" onClick={close} disabled={busy}>
            {PASSKEY_MESSAGES.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={busy}>
            {PASSKEY_MESSAGES.confirm}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <FailureAlert failure={failure} />
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField label="Password" required type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} disabled={busy} />
        {twoFactor && (
          <TextField label="Authentication code" required autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} helper={TWO_FACTOR_MESSAGES.codeHelper} disabled={busy} />
        )}
      </Stack>
    </AdminDialog>
  )
}
