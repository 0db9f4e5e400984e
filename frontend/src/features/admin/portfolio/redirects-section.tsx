import { Box, Button, Code, Grid, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { LuArrowRight, LuTrash2 } from 'react-icons/lu'
import type { Redirect } from '@/lib/api-types.gen'
import { useDeleteRedirectMutation, useRedirectsQuery } from './redirects-api'
import { useRole } from '../auth/role'
import { REDIRECT_MESSAGES } from './messages'
import { CONFIRM_LABELS, confirmDelete, withNotice } from '../lib/notices'
import { EmptyText } from '../components/list-parts'

/** Columns on wide screens: old address, current address, hits, Remove; on a phone each row stacks them. */
const ROW_COLUMNS = { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) auto minmax(0, 2fr) 6rem auto' }

function RedirectRow({ redirect, onRemove, busy }: { redirect: Redirect; onRemove?: (r: Redirect) => void; busy: boolean }) {
  return (
    <Grid as="li" templateColumns={ROW_COLUMNS} gap={{ base: '1', md: '3' }} alignItems="center" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="redirect-row">
      <Code wordBreak="break-all" bg="transparent" px="0" data-testid="redirect-from">
        <VisuallyHidden>Old address: </VisuallyHidden>
        {redirect.from}
      </Code>
      <Box color="fg.muted" aria-hidden display={{ base: 'none', md: 'block' }}>
        <LuArrowRight />
      </Box>
      <Link href={redirect.to} target="_blank" rel="noopener noreferrer" wordBreak="break-all" fontFamily="mono" fontSize="sm" colorPalette="brand" data-testid="redirect-to">
        <Box as="span" aria-hidden display={{ base: 'inline', md: 'none' }}>
          →{' '}
        </Box>
        <VisuallyHidden>Current address: </VisuallyHidden>
        {redirect.to}
      </Link>
      <Text textStyle="sm" color="fg.muted">
        {redirect.hits === 1 ? '1 hit' : `${redirect.hits} hits`}
      </Text>
      {onRemove && (
        <Button size="sm" variant="outline" colorPalette="red" justifySelf={{ base: 'start', md: 'end' }} onClick={() => onRemove(redirect)} disabled={busy} aria-label={`Remove redirect from ${redirect.from}`}>
          <LuTrash2 aria-hidden /> Remove
        </Button>
      )}
    </Grid>
  )
}

/**
 * The Portfolio tab's Redirects: each old address of a project page that
 * moved (a new slug or category) and the page's address now, with the
 * visits it has sent on. Remove asks first, deletes the redirect (its old
 * address is then not found) and the list refreshes.
 */
export function RedirectsSection() {
  const { data, isLoading, isError } = useRedirectsQuery()
  const [remove, removing] = useDeleteRedirectMutation()
  // Removing a redirect is the owner's alone (the server answers an editor 403).
  const owner = useRole() === 'owner'
  const onRemove = async (r: Redirect) => {
    if (!(await confirmDelete(REDIRECT_MESSAGES.confirmRemove(r.from), undefined, CONFIRM_LABELS.remove))) return
    await withNotice(() => remove(r.id).unwrap(), REDIRECT_MESSAGES.removed, REDIRECT_MESSAGES.removeFailed)
  }
  return (
    <Stack as="section" aria-labelledby="redirects-heading" gap="3" mt="12">
      <Heading as="h2" size="xl" id="redirects-heading">
        Redirects
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        Old addresses of project pages that moved, and the address each leads to now.
      </Text>
      {isLoading ? (
        // Text, not a second spinner: the tab's list is what the tab waits for.
        <EmptyText>{REDIRECT_MESSAGES.loading}</EmptyText>
      ) : isError ? (
        <EmptyText>{REDIRECT_MESSAGES.loadFailed}</EmptyText>
      ) : !data?.length ? (
        <EmptyText>{REDIRECT_MESSAGES.empty}</EmptyText>
      ) : (
        <Stack as="ul" aria-label="Redirects" listStyleType="none" gap="2">
          {data.map((r) => (
            <RedirectRow key={r.id} redirect={r} onRemove={owner ? onRemove : undefined} busy={removing.isLoading} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
