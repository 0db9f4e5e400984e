import { Button, FileUpload } from '@chakra-ui/react'
import { LuUpload } from 'react-icons/lu'

const NO_FILES: File[] = []

/**
 * The picker offers image files (spec section 5), but the server is the judge: a file the picker's filter
 * refuses (dropped, or chosen with "All files") is sent too, so the owner reads the server's own reason.
 * No size limit is set here either: the server answers 413 with its limit.
 */
export const IMAGE_ACCEPT = 'image/*'

interface UploadButtonProps {
  label: string
  busy?: boolean
  busyLabel?: string
  multiple?: boolean
  onFiles: (files: File[]) => void
}

/** A button that opens the file picker for images. The picker keeps no files: each choice is handed on at once. */
export function UploadButton({ label, busy = false, busyLabel = 'Uploading...', multiple = false, onFiles }: UploadButtonProps) {
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
        if (files.length) onFiles(files.map((f) => f.file))
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
