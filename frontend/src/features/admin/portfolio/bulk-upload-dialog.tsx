import { Button, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useReducer, useState } from 'react'
import { LuX } from 'react-icons/lu'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { useCreateGalleryImagesMutation } from './api'
import { useUploadMutation } from '../api/upload'
import { BULK_SAVE_FAILED, BULK_SAVED, bulkUploaded, bulkUploadFailed } from './messages'
import { SAVING } from '../messages'
import { pendingReducer, pendingToGallery, type PendingImage } from './bulk-upload'
import { failureText, notifyRefused } from '../lib/notices'
import { ITEM_PRIORITY_DEFAULT, parsePriority } from '../lib/priority'
import { AdminDialog } from '../components/admin-dialog'
import { PriorityField } from '../components/fields'
import { UploadButton } from '../components/upload-button'
import { PRIORITY_HELP } from '../components/form-parts'

const NO_PENDING: readonly PendingImage[] = []

/**
 * 'Bulk Upload Images': each chosen file uploads on its own; those that
 * arrive wait in a list (removable) until the admin adds them all to the
 * gallery in one call, with one shared priority.
 */
export function BulkUploadDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const [pending, dispatch] = useReducer(pendingReducer, NO_PENDING)
  const [priority, setPriority] = useState(String(ITEM_PRIORITY_DEFAULT))
  const [uploading, setUploading] = useState(false)
  const [upload] = useUploadMutation()
  const [create, { isLoading: saving }] = useCreateGalleryImagesMutation()

  const onFiles = async (files: File[]) => {
    setUploading(true)
    let uploaded = 0
    for (const file of files) {
      try {
        const { url } = await upload(file).unwrap()
        dispatch({ type: 'add', image: { src: url, filename: file.name } })
        uploaded++
      } catch (error) {
        notifyRefused(error, bulkUploadFailed(file.name))
      }
    }
    setUploading(false)
    if (uploaded > 0) notifySuccess(bulkUploaded(uploaded))
  }

  const cancel = () => {
    dispatch({ type: 'clear' })
    setPriority(String(ITEM_PRIORITY_DEFAULT))
    onClose()
  }

  const confirm = async () => {
    try {
      await create({ projectId, body: pendingToGallery(pending, parsePriority(priority, ITEM_PRIORITY_DEFAULT)) }).unwrap()
      notifySuccess(BULK_SAVED)
      dispatch({ type: 'clear' })
      setPriority(String(ITEM_PRIORITY_DEFAULT))
      onClose()
    } catch (error) {
      notifyError(failureText(error, BULK_SAVE_FAILED))
    }
  }

  const busy = uploading || saving
  return (
    <AdminDialog
      open={open}
      onClose={cancel}
      title="Bulk Upload Images"
      description="Each image is added without a description and marked “Needs a description” in the gallery until you describe it or mark it decorative."
      busy={busy}
      width="2xl"
      footer={
        <HStack gap="3" justify="flex-end" w="full">
          <Button variant="outline" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="brand" onClick={confirm} disabled={busy || pending.length === 0}>
            {saving ? SAVING : `Add ${pending.length} to Gallery`}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <HStack gap="4" align="flex-end" flexWrap="wrap">
          <UploadButton
            label="Select Images"
            multiple
            busy={uploading}
            onFiles={onFiles}
          />
        </HStack>
        <PriorityField label="Priority for all images" value={priority} onChange={setPriority} min={0} helper={PRIORITY_HELP} />
        {pending.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="3" aria-label="Uploaded images waiting to be added">
            {pending.map((p) => (
              <Stack as="li" key={p.src} gap="1" position="relative" borderWidth="1px" borderRadius="md" p="2">
                {/* The file name under it names the item: an alt of the same would be read twice (axe image-redundant-alt). */}
                <Image src={p.src} alt="" aspectRatio={4 / 3} objectFit="cover" borderRadius="sm" bg="bg.muted" />
                <Text textStyle="xs" truncate title={p.filename}>
                  {p.filename}
                </Text>
                <IconButton
                  aria-label={`Remove ${p.filename}`}
                  size="2xs"
                  variant="solid"
                  colorPalette="gray"
                  position="absolute"
                  top="1"
                  insetEnd="1"
                  onClick={() => dispatch({ type: 'remove', src: p.src })}
                  disabled={saving}
                >
                  <LuX />
                </IconButton>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdminDialog>
  )
}
