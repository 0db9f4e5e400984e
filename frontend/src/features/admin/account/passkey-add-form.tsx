import { Button, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { PASSKEY_NAME_MAX } from '@/lib/limits.gen'
import { PASSKEY_MESSAGES } from './messages'
import type { Outcome } from './use-passkey-actions'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { TextField } from '../components/fields'

/**
 * 'Add a passkey': an optional name (the server names it when empty), then
 * the browser's prompt to make the passkey. The name empties once added.
 */
export function PasskeyAddForm({ busy, onAdd }: { busy: boolean; onAdd: (name: string) => Promise<Outcome> }) {
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setErrors({})
    const result = await onAdd(name.trim())
    if (result.ok) setName('')
    else if (result.error) setErrors(serverFieldErrors(result.error))
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={PASSKEY_MESSAGES.addForm}>
      <Stack gap="3">
        <TextField label={PASSKEY_MESSAGES.name} value={name} onChange={setName} maxLength={PASSKEY_NAME_MAX} helper={PASSKEY_MESSAGES.nameHelper} error={errors.name} disabled={busy} autoComplete="off" />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={busy}>
          {PASSKEY_MESSAGES.add}
        </Button>
      </Stack>
    </form>
  )
}
