import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { LuTrash2, LuUserX } from 'react-icons/lu'
import { useAuthStatusQuery } from '../auth/api'
import { EmptyText, LoadingList, TabHeader } from '../components/list-parts'
import { dateTime } from '../lib/date-time'
import { CONFIRM_LABELS, confirmDelete, failureText, withNotice } from '../lib/notices'
import { useInvitationsQuery, useRemoveUserMutation, useRevokeInvitationMutation, useUsersQuery, type Invitation, type Member } from './api'
import { InviteForm } from './invite-form'
import { USERS_MESSAGES as M } from './messages'

/**
 * 'Users' (the owner's alone): the people who may sign in with their role
 * and sign-in methods, Remove for an editor, the invite form and the
 * pending invitations with Revoke. Rows stack on a phone (360 px).
 */
export function UsersTab() {
  const users = useUsersQuery()
  const invitations = useInvitationsQuery()
  return (
    <Box>
      <TabHeader title={M.tab} action={null} />
      <Stack gap="6">
        <Stack gap="3">
          <Heading as="h3" size="md">
            {M.people}
          </Heading>
          {users.isLoading ? <LoadingList /> : users.error ? <Text color="fg.error">{failureText(users.error, M.loadFailed)}</Text> : <MemberList members={users.data ?? []} />}
        </Stack>
        <Stack gap="3">
          <Heading as="h3" size="md">
            {M.inviteTitle}
          </Heading>
          <InviteForm />
        </Stack>
        <Stack gap="3">
          <Heading as="h3" size="md">
            {M.pending}
          </Heading>
          {invitations.isLoading ? <LoadingList /> : <InvitationList items={invitations.data ?? []} />}
        </Stack>
      </Stack>
    </Box>
  )
}

function MemberList({ members }: { members: Member[] }) {
  const { data: status } = useAuthStatusQuery()
  const [remove, { isLoading }] = useRemoveUserMutation()
  const onRemove = async (m: Member) => {
    if (!(await confirmDelete(M.removeQuestion(m.name || m.username), undefined, CONFIRM_LABELS.remove))) return
    await withNotice(() => remove(m.id).unwrap(), M.removed, M.failed)
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {members.map((m) => (
        <Box as="li" key={m.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel" data-testid="user-row">
          <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
            <Stack gap="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="medium" wordBreak="break-word">
                  {m.name || m.username} {m.id === status?.user?.id && <Text as="span" color="fg.muted">{M.you}</Text>}
                </Text>
                <Badge colorPalette={m.role === 'owner' ? 'brand' : 'gray'}>{M.roles[m.role] ?? m.role}</Badge>
                {m.twoFactor && <Badge variant="outline">{M.twoFactor}</Badge>}
                {m.passkeys > 0 && <Badge variant="outline">{M.passkeys(m.passkeys)}</Badge>}
              </HStack>
              {(m.name || m.email) && (
                <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                  {[m.name ? m.username : '', m.email].filter(Boolean).join(' · ')}
                </Text>
              )}
              <Text textStyle="sm" color="fg.muted">
                {m.lastSignInAt ? M.lastSignIn(dateTime(m.lastSignInAt)) : M.neverSignedIn}
              </Text>
            </Stack>
            {m.role !== 'owner' && (
              <Box>
                <Button size="sm" variant="outline" colorPalette="red" disabled={isLoading} onClick={() => void onRemove(m)}>
                  <LuUserX aria-hidden /> {M.remove}
                </Button>
              </Box>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  )
}

function InvitationList({ items }: { items: Invitation[] }) {
  const [revoke, { isLoading }] = useRevokeInvitationMutation()
  if (!items.length) return <EmptyText>{M.noPending}</EmptyText>
  const onRevoke = async (inv: Invitation) => {
    if (!(await confirmDelete(M.revokeQuestion(inv.email), undefined, CONFIRM_LABELS.revoke))) return
    await withNotice(() => revoke(inv.id).unwrap(), M.revoked, M.failed)
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {items.map((inv) => (
        <Box as="li" key={inv.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel" data-testid="invitation-row">
          <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
            <Stack gap="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="medium" wordBreak="break-word">
                  {inv.name}
                </Text>
                <Badge>{M.roles[inv.role] ?? inv.role}</Badge>
              </HStack>
              <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                {inv.email} · {M.expires(dateTime(inv.expiresAt))}
              </Text>
            </Stack>
            <Box>
              <Button size="sm" variant="outline" disabled={isLoading} onClick={() => void onRevoke(inv)}>
                <LuTrash2 aria-hidden /> {M.revoke}
              </Button>
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  )
}
