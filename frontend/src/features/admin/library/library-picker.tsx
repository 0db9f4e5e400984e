import { Box, Button, Image, SimpleGrid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuImages } from 'react-icons/lu'
import { AdminDialog } from '../components/admin-dialog'
import { EmptyText, LoadingList } from '../components/list-parts'
import { useUploadsQuery } from './library-api'
import { LIBRARY_MESSAGES as M } from './messages'

function PickerGrid({ onPick }: { onPick: (url: string) => void }) {
  const list = useUploadsQuery(undefined, { refetchOnMountOrArgChange: true })
  if (list.isLoading) return <LoadingList />
  if (list.isError) return <EmptyText>{M.loadFailed}</EmptyText>
  if (!list.data?.length) return <EmptyText>{M.pickEmpty}</EmptyText>
  return (
    <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3" data-testid="library-picker">
      {list.data.map((f) => (
        <Button key={f.name} variant="outline" h="auto" p="1" flexDirection="column" gap="1" onClick={() => onPick(f.url)} aria-label={M.pickOne(f.name)} minW="0">
          <Image src={f.thumbnailUrl} alt="" w="full" aspectRatio={1} objectFit="cover" borderRadius="sm" bg="bg.muted" loading="lazy" />
          <Text textStyle="xs" truncate maxW="full">
            {f.usedBy.length ? `${f.usedBy.length}× used` : M.unused}
          </Text>
        </Button>
      ))}
    </SimpleGrid>
  )
}

/** 'Choose from library' beside an image field: a dialog of every upload; a pick fills the field with its URL. */
export function LibraryPickerButton({ onPick }: { onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" flexShrink={0} onClick={() => setOpen(true)}>
        <LuImages aria-hidden /> {M.pick}
      </Button>
      <AdminDialog open={open} onClose={() => setOpen(false)} title={M.pickTitle} description={M.pickIntro} width="2xl">
        <Box>
          {open && (
            <PickerGrid
              onPick={(url) => {
                onPick(url)
                setOpen(false)
              }}
            />
          )}
        </Box>
      </AdminDialog>
    </>
  )
}
