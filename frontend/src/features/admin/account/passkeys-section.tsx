import { Box, Heading, Separator, Stack, Text } from '@chakra-ui/react'
import { usePasskeysQuery, type Passkey } from './api'
import { PASSKEY_MESSAGES } from './messages'
import { confirmDelete } from '../lib/notices'
import { usePasskeyActions } from './use-passkey-actions'
import { passkeysSupported } from '../auth/webauthn'
import { ConfirmIdentityDialog } from './confirm-identity-dialog'
import { EmptyText } from '../components/list-parts'
import { PasskeyAddForm } from './passkey-add-form'
import { PasskeyRow } from './passkey-row'
import { PasskeysOnlySwitch } from './passkeys-only-switch'

/**
 * 'Passkeys': the administrator's passkeys (when added and last used, with
 * Rename and Remove), 'Add a passkey' (where the browser can make one) and
 * the 'Passkeys only' switch. Adding, removing and switching need a fresh
 * confirmation: "Confirm it's you" opens when the server asks, and the
 * change is made once confirmed.
 */
export function PasskeysSection({ username }: { username: string }) {
  const { data, isLoading, isError } = usePasskeysQuery()
  const actions = usePasskeyActions()
  const passkeys = data?.passkeys ?? []

  const onRemove = async (passkey: Passkey) => {
    if (await confirmDelete(PASSKEY_MESSAGES.confirmRemove(passkey.name), undefined, PASSKEY_MESSAGES.remove)) await actions.remove(passkey)
  }

  return (
    <Box as="section" aria-labelledby="passkeys-title" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="lg" mt="6">
      <Heading as="h3" size="lg" id="passkeys-title" mb="1">
        {PASSKEY_MESSAGES.title}
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="4">
        {PASSKEY_MESSAGES.intro}
      </Text>
      <Stack gap="5">
        {isLoading ? (
          <EmptyText>{PASSKEY_MESSAGES.loading}</EmptyText>
        ) : isError ? (
          <EmptyText>{PASSKEY_MESSAGES.loadFailed}</EmptyText>
        ) : passkeys.length ? (
          <Stack as="ul" aria-label={PASSKEY_MESSAGES.list} listStyleType="none" gap="2">
            {passkeys.map((p) => (
              <PasskeyRow key={p.id} passkey={p} busy={actions.busy} onRename={actions.rename} onRemove={onRemove} />
            ))}
          </Stack>
        ) : (
          <EmptyText>{PASSKEY_MESSAGES.none}</EmptyText>
        )}
        {passkeysSupported() ? (
          <PasskeyAddForm busy={actions.busy} onAdd={actions.add} />
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {PASSKEY_MESSAGES.unsupported}
          </Text>
        )}
        {data && (
          <>
            <Separator />
            <PasskeysOnlySwitch checked={data.passkeysOnly} noPasskey={!passkeys.length} busy={actions.busy} onChange={(on) => void actions.setOnly(on)} />
          </>
        )}
      </Stack>
      <ConfirmIdentityDialog {...actions.dialog} username={username} hasPasskeys={passkeys.length > 0} />
    </Box>
  )
}
