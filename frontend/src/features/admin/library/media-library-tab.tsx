import { Box, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuCopy, LuTrash2 } from 'react-icons/lu'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { errorMessage, serverMessage } from '@/lib/http-error'
import { EmptyText, LoadingList, TabHeader } from '../components/list-parts'
import { dateTime } from '../lib/date-time'
import { confirmDelete } from '../lib/notices'
import { type FileUse, type LibraryCopy, type LibraryFile, useDeleteUploadMutation, usesOf, useUploadsQuery } from './library-api'
import { formatBytes, LIBRARY_MESSAGES as M, placeLabel } from './messages'

/** The absolute address of an upload, for pasting elsewhere. */
function absolute(url: string) {
  return typeof window === 'undefined' ? url : new URL(url, window.location.origin).toString()
}

async function copyURL(url: string) {
  try {
    await navigator.clipboard.writeText(absolute(url))
    notifySuccess(M.copied)
  } catch {
    notifyError(M.copyFailed)
  }
}

function Uses({ uses, refused }: { uses: FileUse[]; refused: boolean }) {
  if (uses.length === 0) {
    return (
      <Text textStyle="xs" color="fg.muted" data-testid="library-unused">
        {M.unused}
      </Text>
    )
  }
  return (
    <Stack gap="0.5" data-testid="library-uses">
      <Text textStyle="xs" fontWeight="semibold" color={refused ? 'fg.error' : undefined}>
        {refused ? M.inUse(uses.length) : M.usedBy}
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0">
        {uses.map((u) => (
          <Text as="li" key={`${u.kind}-${u.id}-${u.field}`} textStyle="xs" color="fg.muted" wordBreak="break-word">
            {placeLabel(u)}
          </Text>
        ))}
      </Box>
    </Stack>
  )
}

/** The copies of an upload, a line per width ("960 px: AVIF 18 KB · WebP 31 KB"), then the share image: what a visitor's browser fetches. */
function Copies({ copies }: { copies: LibraryCopy[] }) {
  const lines: { key: string; label: string; copies: LibraryCopy[] }[] = []
  for (const c of copies) {
    const key = c.kind === 'share' ? 'share' : String(c.width)
    let line = lines.find((l) => l.key === key)
    if (!line) {
      line = { key, label: c.kind === 'share' ? M.shareCopy : M.copyWidth(c.width), copies: [] }
      lines.push(line)
    }
    line.copies.push(c)
  }
  return (
    <Stack gap="0.5" data-testid="library-copies">
      <Text textStyle="xs" fontWeight="semibold">
        {M.copies}
      </Text>
      {lines.length === 0 ? (
        <Text textStyle="xs" color="fg.muted">
          {M.copiesNone}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0">
          {lines.map((l) => (
            <Text as="li" key={l.key} textStyle="xs" color="fg.muted" data-testid="library-copy">
              {l.label}: {l.copies.map((c) => `${c.format} ${formatBytes(c.bytes)}`).join(' · ')}
            </Text>
          ))}
        </Box>
      )}
    </Stack>
  )
}

function LibraryCard({ file, refusedUses, onDelete, deleting }: { file: LibraryFile; refusedUses?: FileUse[]; onDelete: (f: LibraryFile) => void; deleting: boolean }) {
  const uses = refusedUses ?? file.usedBy
  return (
    <Box as="li" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="library-file" data-name={file.name} minW="0">
      <HStack gap="3" align="flex-start" minW="0">
        <Link href={file.url} target="_blank" rel="noopener" flexShrink={0} aria-label={`Open ${file.name}`}>
          <Image src={file.thumbnailUrl} alt="" boxSize="16" objectFit="cover" borderRadius="md" bg="bg.muted" loading="lazy" />
        </Link>
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="medium" textStyle="sm" wordBreak="break-all" data-testid="library-name">
            {file.name}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {formatBytes(file.size)} · {dateTime(file.createdAt)}
          </Text>
          <Copies copies={file.variants ?? []} />
          <Uses uses={uses} refused={!!refusedUses} />
        </Stack>
      </HStack>
      <HStack gap="2" mt="3" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copyURL(file.url)} aria-label={`${M.copy} of ${file.name}`}>
          <LuCopy aria-hidden /> {M.copy}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(file)} disabled={deleting} aria-label={`${M.delete} ${file.name}`}>
          <LuTrash2 aria-hidden /> {deleting ? M.deleting : M.delete}
        </Button>
      </HStack>
    </Box>
  )
}

/** 'Media': every uploaded file with its thumbnail, size, date and where it is used; copy its URL or delete it when unused. */
export function MediaLibraryTab() {
  const list = useUploadsQuery(undefined, { refetchOnMountOrArgChange: true })
  const [remove] = useDeleteUploadMutation()
  const [deleting, setDeleting] = useState<string | null>(null)
  const [refused, setRefused] = useState<Record<string, FileUse[]>>({})

  const onDelete = async (file: LibraryFile) => {
    if (!(await confirmDelete(M.confirmDelete(file.name)))) return
    setDeleting(file.name)
    try {
      await remove(file.name).unwrap()
      notifySuccess(M.deleted(file.name))
    } catch (error) {
      const uses = usesOf(error)
      if (uses.length) setRefused((r) => ({ ...r, [file.name]: uses }))
      notifyError(serverMessage(error) ?? M.deleteFailed)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <Box>
      <TabHeader title={M.title} action={null} />
      <Text color="fg.muted" textStyle="sm" mb="4">
        {M.intro}
      </Text>
      {list.isLoading ? (
        <LoadingList />
      ) : list.isError ? (
        <EmptyText>
          {M.loadFailed}: {errorMessage(list.error)}
        </EmptyText>
      ) : !list.data?.length ? (
        <EmptyText>{M.empty}</EmptyText>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3" aria-label={M.title}>
          {list.data.map((f) => (
            <LibraryCard key={f.name} file={f} refusedUses={refused[f.name]} onDelete={onDelete} deleting={deleting === f.name} />
          ))}
        </Box>
      )}
    </Box>
  )
}
