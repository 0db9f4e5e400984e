import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useChangePasswordMutation, usePasskeysQuery } from './api'
import { useAuthStatusQuery } from '../auth/api'
import { ConfirmIdentityDialog } from './confirm-identity-dialog'
import { ConfirmationDismissed, useConfirmed } from './use-confirmed'
import { MIN_PASSWORD_LENGTH } from '@/lib/limits.gen'
import { VALIDATION } from '@/lib/messages.gen'
import { PASSWORD_MESSAGES } from './messages'
import { SAVING } from '../messages'
import { failureText } from '../lib/notices'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { TextField } from '../components/fields'

export interface PasswordForm {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The form's own checks before sending (first: the account has no password yet, so none is current); the server checks again and its field messages win. */
export function checkPasswordForm(f: PasswordForm, first = false): FieldErrors {
  const errors: FieldErrors = {}
  if (!f.currentPassword && !first) errors.currentPassword = VALIDATION.required
  if ([...f.newPassword].length < MIN_PASSWORD_LENGTH) errors.newPassword = VALIDATION.passwordTooShort
  if (f.confirmPassword !== f.newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch
  return errors
}

/**
 * 'Change Password': the current password, the new one twice. A success
 * ends the administrator's other sessions (this one stays) and empties the
 * form; a wrong current password or a throttled attempt is the server's
 * message, shown on the field and in the notice. An account that joined
 * with a passkey has no password: the form is 'Set a Password', asks for
 * no current one, and the server wants a fresh "Confirm it's you" (the
 * passkey) first, which the dialog asks for and the form then sends again.
 */
export function PasswordChangeForm({ username }: { username: string }) {
  const [values, setValues] = useState<PasswordForm>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [change, { isLoading }] = useChangePasswordMutation()
  const first = Boolean(useAuthStatusQuery().data?.noPassword)
  const { data: passkeys } = usePasskeysQuery(undefined, { skip: !first })
  const confirmed = useConfirmed()
  const title = first ? 'Set a Password' : 'Change Password'

  const bind = (field: keyof PasswordForm) => ({
    value: values[field],
    error: errors[field],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [field]: value }))
      setErrors(({ [field]: _cleared, ...rest }) => rest)
    },
  })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (isLoading) return
    const found = checkPasswordForm(values, first)
    setErrors(found)
    if (Object.keys(found).length) return
    const body = first ? { newPassword: values.newPassword } : { currentPassword: values.currentPassword, newPassword: values.newPassword }
    try {
      await confirmed.run(() => change(body).unwrap())
      notifySuccess(PASSWORD_MESSAGES.changed)
      setValues(EMPTY)
    } catch (error) {
      if (error instanceof ConfirmationDismissed) return
      notifyError(failureText(error, PASSWORD_MESSAGES.changeFailed))
      setErrors(serverFieldErrors(error))
    }
  }

  return (
    <Box as="section" aria-labelledby="change-password-title" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="lg">
      <Heading as="h3" size="lg" id="change-password-title" mb="1">
        {title}
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="4">
        {first
          ? 'You joined with a passkey, so your account has no password yet. A password lets you sign in where your passkey is not at hand.'
          : 'Signing in elsewhere ends when the password changes; this browser stays signed in.'}
      </Text>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Stack gap="4">
          {!first && <TextField label="Current password" required type="password" autoComplete="current-password" {...bind('currentPassword')} />}
          <TextField label="New password" required type="password" autoComplete="new-password" helper={`At least ${MIN_PASSWORD_LENGTH} characters`} {...bind('newPassword')} />
          <TextField label="Confirm new password" required type="password" autoComplete="new-password" {...bind('confirmPassword')} />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isLoading}>
            {isLoading ? SAVING : title}
          </Button>
        </Stack>
      </form>
      {first && <ConfirmIdentityDialog {...confirmed.dialog} username={username} hasPasskeys={(passkeys?.passkeys.length ?? 0) > 0} />}
    </Box>
  )
}
