import { Button, FileUpload } from '@chakra-ui/react'
import { LuUpload } from 'react-icons/lu'

const NO_FILES: File[] = []

/** Image files only (spec section 5); no size limit is set here: the server answers 413. */
export const IMAGE_ACCEPT = 'image/*'

interface UploadButtonProps {
  label: string
  busy?: boolean
  busyLabel?: string
  multiple?: boolean
  onFiles: (files: File[]) => void
  /** Files the picker refused (not images). */
  onRejected?: (files: File[]) => void
}

/** A button that opens the file picker for images. The picker keeps no files: each choice is handed on at once. */
export function UploadButton({ label, busy = false, busyLabel = 'Uploading...', multiple = false, onFiles, onRejected }: UploadButtonProps) {
  return (
    <FileUpload.Root
      accept={IMAGE_ACCEPT}
      maxFiles={multiple ? Number.MAX_SAFE_INTEGER : 1}
      acceptedFiles={NO_FILES}
      disabled={busy}
      w="auto"
      gap="0"
      onFileAccept={({ files }) => {
        if (files.length) onFiles(files)
      }}
      onFileReject={({ files }) => {
        if (files.length) onRejected?.(files.map((f) => f.file))
      }}
    >
      <FileUpload.HiddenInput aria-label={label} />
      <FileUpload.Trigger asChild>
        <Button variant="outline" disabled={busy} flexShrink={0}>
          <LuUpload aria-hidden />
          {busy ? busyLabel : label}
        </Button>
      </FileUpload.Trigger>
    </FileUpload.Root>
  )
}
