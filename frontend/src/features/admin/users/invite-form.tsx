import { Alert, Box, Button, Code, HStack, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { LuCopy } from 'react-icons/lu'
import { notify } from '@/components/ui/toaster'
import { useAuthStatusQuery } from '../auth/api'
import { ConfirmIdentityDialog } from '../account/confirm-identity-dialog'
import { ConfirmationDismissed, useConfirmed } from '../account/use-confirmed'
import { SelectField, TextField } from '../components/fields'
import { copyText } from '../lib/clipboard'
import { failureText } from '../lib/notices'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { useInviteMutation, type Invited } from './api'
import { USERS_MESSAGES as M } from './messages'

const ROLE_OPTIONS = [
  { value: 'editor', label: M.roles.editor },
  { value: 'owner', label: M.roles.owner },
] as const

/**
 * Invite someone: e-mail, name and role. The server may ask "Confirm it's
 * you" first (the dialog opens, then the invitation is made). The link is
 * shown once, with Copy link, whether or not it was e-mailed. Without
 * script nothing here runs: the admin app needs it.
 */
export function InviteForm() {
  const { data: status } = useAuthStatusQuery()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [role, setRole] = useState('editor')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [made, setMade] = useState<Invited | null>(null)
  const [invite, { isLoading }] = useInviteMutation()
  const confirmed = useConfirmed()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setErrors({})
    setFailure(null)
    try {
      const result = await confirmed.run(() => invite({ email: email.trim(), name: name.trim(), role }).unwrap())
      setMade(result)
      setEmail('')
      setName('')
    } catch (error) {
      if (error instanceof ConfirmationDismissed) return
      setErrors(serverFieldErrors(error))
      setFailure(failureText(error, M.failed))
    }
  }

  const copy = async () => {
    if (!made) return
    const ok = await copyText(made.link)
    notify({ title: ok ? M.copied : M.copyFailed })
  }

  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} bg="bg.panel">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={M.inviteTitle}>
        <Stack gap="3">
          <TextField label={M.email} type="email" value={email} onChange={setEmail} error={errors.email} required disabled={isLoading} autoComplete="off" />
          <TextField label={M.name} value={name} onChange={setName} error={errors.name} required disabled={isLoading} autoComplete="off" />
          <SelectField label={M.role} value={role} onChange={setRole} options={ROLE_OPTIONS} placeholder={M.rolePlaceholder} error={errors.role} helper={M.roleHelp} required disabled={isLoading} />
          {failure && !Object.keys(errors).length && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            <Button type="submit" colorPalette="brand" loading={isLoading}>
              {M.invite}
            </Button>
          </HStack>
        </Stack>
      </form>
      {made && (
        <Stack gap="2" mt="4" data-testid="invitation-link">
          <Alert.Root status={made.emailed ? 'success' : 'info'}>
            <Alert.Indicator />
            <Alert.Title>
              {M.invited(made.name)} {made.emailed ? M.emailed : M.notEmailed}
            </Alert.Title>
          </Alert.Root>
          <Code aria-label={M.link} p="2" whiteSpace="normal" wordBreak="break-all">
            {made.link}
          </Code>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              <LuCopy aria-hidden /> {M.copy}
            </Button>
          </HStack>
        </Stack>
      )}
      <ConfirmIdentityDialog {...confirmed.dialog} username={status?.user?.username ?? ''} hasPasskeys={false} />
    </Box>
  )
}
