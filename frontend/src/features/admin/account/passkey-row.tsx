import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { LuPencil, LuTrash2 } from 'react-icons/lu'
import { PASSKEY_NAME_MAX } from '@/lib/limits.gen'
import type { Passkey } from './api'
import { PASSKEY_MESSAGES } from './messages'
import { dateTime } from '../lib/date-time'
import type { Outcome } from './use-passkey-actions'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { TextField } from '../components/fields'

interface PasskeyRowProps {
  passkey: Passkey
  busy: boolean
  onRename: (passkey: Passkey, name: string) => Promise<Outcome>
  onRemove: (passkey: Passkey) => void
}

/**
 * One passkey: its name, when it was added and last used, and Rename (an
 * inline form with the name, Save and Cancel) and Remove. On a phone the
 * buttons go under the name, and a long name wraps.
 */
export function PasskeyRow({ passkey, busy, onRename, onRemove }: PasskeyRowProps) {
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(passkey.name)
  const [errors, setErrors] = useState<FieldErrors>({})
  const renameButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)

  // Closing the form (saved or cancelled) puts the focus back on Rename.
  useEffect(() => {
    if (wasEditing.current && !editing) renameButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  const edit = () => {
    setName(passkey.name)
    setErrors({})
    setEditing(true)
  }

  const save = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const result = await onRename(passkey, name.trim())
    if (result.ok) setEditing(false)
    else if (result.error) setErrors(serverFieldErrors(result.error))
  }

  const cancel = () => setEditing(false)

  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel" data-testid="passkey-row">
      {editing ? (
        <form noValidate onSubmit={(e) => void save(e)} aria-label={PASSKEY_MESSAGES.renameForm(passkey.name)}>
          <Stack gap="3">
            <TextField label={PASSKEY_MESSAGES.name} value={name} onChange={setName} maxLength={PASSKEY_NAME_MAX} error={errors.name} disabled={busy} autoFocus />
            <HStack gap="2" flexWrap="wrap">
              <Button type="submit" size="sm" colorPalette="brand" disabled={busy}>
                {PASSKEY_MESSAGES.save}
              </Button>
              <Button size="sm" variant="ghost" onClick={cancel} disabled={busy}>
                {PASSKEY_MESSAGES.cancel}
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <HStack gap="3" align="flex-start" justify="space-between" flexWrap="wrap">
          <Stack gap="0.5" minW="0" flex="1 1 12rem">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {passkey.name}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {PASSKEY_MESSAGES.addedOn(dateTime(passkey.createdAt))}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {passkey.lastUsedAt ? PASSKEY_MESSAGES.lastUsedOn(dateTime(passkey.lastUsedAt)) : PASSKEY_MESSAGES.neverUsed}
            </Text>
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            <Button ref={renameButton} size="sm" variant="outline" onClick={edit} disabled={busy} aria-label={PASSKEY_MESSAGES.renameLabel(passkey.name)}>
              <LuPencil aria-hidden /> {PASSKEY_MESSAGES.rename}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRemove(passkey)} disabled={busy} aria-label={PASSKEY_MESSAGES.removeLabel(passkey.name)}>
              <LuTrash2 aria-hidden /> {PASSKEY_MESSAGES.remove}
            </Button>
          </HStack>
        </HStack>
      )}
    </Box>
  )
}
