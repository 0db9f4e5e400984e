import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuCopy, LuExternalLink, LuEye, LuX } from 'react-icons/lu'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { useCreatePreviewMutation, usePreviewsQuery, useRevokePreviewMutation, type PreviewLink } from './api'
import { dateTime } from '../lib/date-time'
import { copyText as copy } from '../lib/clipboard'
import { CONFIRM_LABELS, confirmDelete, notifyRefused, withNotice } from '../lib/notices'
import { DRAFT_MESSAGES } from './messages'


function LinkRow({ link, onRevoke, revoking }: { link: PreviewLink; onRevoke: (link: PreviewLink) => void; revoking: boolean }) {
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="preview-row">
      {link.url ? (
        <Input readOnly value={link.url} size="sm" aria-label="Preview link" onFocus={(e) => e.currentTarget.select()} fontFamily="mono" />
      ) : (
        <Text textStyle="sm">{DRAFT_MESSAGES.previewLinkHidden}</Text>
      )}
      <HStack gap="2" flexWrap="wrap">
        <Text textStyle="xs" color="fg.muted" flex="1" minW="40">
          Made {dateTime(link.createdAt)} by {link.actor}, works until {dateTime(link.expiresAt)}
        </Text>
        {link.url && <LinkActions url={link.url} />}
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRevoke(link)} disabled={revoking}>
          <LuX aria-hidden /> Revoke
        </Button>
      </HStack>
    </Stack>
  )
}

/** Copy link and Open, for a link the server could show again. */
function LinkActions({ url }: { url: string }) {
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={async () => {
          if (await copy(url)) notifySuccess(DRAFT_MESSAGES.copied)
          else notifyError(DRAFT_MESSAGES.copyFailed)
        }}
      >
        <LuCopy aria-hidden /> Copy link
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={url} target="_blank" rel="noreferrer">
          <LuExternalLink aria-hidden /> Open
        </a>
      </Button>
    </>
  )
}

/**
 * The dashboard's previews: 'Preview' makes a link anyone can open to see
 * the whole site with every draft applied (7 days), shown first with Copy
 * link and Open; the live links below, each with Revoke.
 */
export function PreviewLinks() {
  const { data } = usePreviewsQuery()
  const [create, creating] = useCreatePreviewMutation()
  const [revoke, revoking] = useRevokePreviewMutation()
  const [latest, setLatest] = useState<number>()
  const links = [...(data ?? [])].sort((a, b) => (a.id === latest ? -1 : b.id === latest ? 1 : Date.parse(b.createdAt) - Date.parse(a.createdAt)))

  const onCreate = async () => {
    try {
      const link = await create().unwrap()
      setLatest(link.id)
      notifySuccess(DRAFT_MESSAGES.previewCreated)
    } catch (error) {
      notifyRefused(error, DRAFT_MESSAGES.previewFailed)
    }
  }
  const onRevoke = async (link: PreviewLink) => {
    if (!(await confirmDelete(DRAFT_MESSAGES.confirmRevoke, undefined, CONFIRM_LABELS.revoke))) return
    await withNotice(() => revoke(link.id).unwrap(), DRAFT_MESSAGES.revoked, DRAFT_MESSAGES.revokeFailed)
  }

  return (
    <Stack gap="3" as="section" aria-labelledby="previews-heading">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="xl" id="previews-heading">
          Preview links
        </Heading>
        <Button colorPalette="brand" onClick={onCreate} disabled={creating.isLoading}>
          <LuEye aria-hidden /> Preview
        </Button>
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        A preview link shows the whole site with every draft applied, to anyone who has it, until it expires or is revoked.
      </Text>
      {links.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Live preview links">
          {links.map((link) => (
            <LinkRow key={link.id} link={link} onRevoke={onRevoke} revoking={revoking.isLoading} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
