import { Box, Field, HStack, Image, Input, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { notifySuccess } from '@/components/ui/toaster'
import { useUploadMutation } from '../api/upload'
import type { UploadMessages } from '../messages'
import { notifyRefused } from '../lib/notices'
import { FieldLabel } from './fields'
import { UploadButton } from './upload-button'
import { LibraryPickerButton } from '../library/library-picker'
import { FocalPointField, type BoundFocal } from './focal-point-field'

/**
 * The picture the URL field points at; hidden while empty or when it fails
 * to load. With an aspect ratio it is cropped about its centre to it, as
 * the server crops the copy shown elsewhere (the share image's 1200 × 630).
 */
export function ImagePreview({ src, alt, aspectRatio }: { src: string; alt: string; aspectRatio?: number }) {
  const [failed, setFailed] = useState<string | null>(null)
  const url = src.trim()
  if (!url || failed === url) return null
  const shape = aspectRatio ? { aspectRatio, objectFit: 'cover' as const } : { maxH: '48', objectFit: 'contain' as const }
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted" w="full" maxW="sm">
      <Image src={url} alt={alt} w="full" {...shape} onError={() => setFailed(url)} data-testid="image-preview" />
    </Box>
  )
}

interface ImageFieldProps {
  label: string
  value: string
  onChange: (url: string) => void
  error?: string
  required?: boolean
  upload: UploadMessages
  /** What the preview shows to screen readers. */
  previewAlt: string
  /** The shape the image is shown in elsewhere: the preview is cropped to it. */
  previewAspect?: number
  /** A line under the field. */
  helper?: string
  /** The image's focal point (issue 44): set by tapping the picture, with the crops the site makes of it. */
  focal?: BoundFocal
}

/** An image URL with its preview and an upload button whose result fills the field. */
export function ImageField({ label, value, onChange, error, required, upload, previewAlt, previewAspect, helper, focal }: ImageFieldProps) {
  const [send, { isLoading }] = useUploadMutation()
  const onFiles = async ([file]: File[]) => {
    if (!file) return
    try {
      const { url } = await send(file).unwrap()
      onChange(url)
      notifySuccess(upload.uploaded)
    } catch (error) {
      notifyRefused(error, upload.failed)
    }
  }
  return (
    <Stack gap="3">
      {focal && value.trim() ? <FocalPointField src={value.trim()} alt={previewAlt} label={label} focal={focal} /> : <ImagePreview src={value} alt={previewAlt} aspectRatio={previewAspect} />}
      <Field.Root invalid={!!error} required={required}>
        <FieldLabel label={label} required={required} />
        <HStack w="full" gap="2" align="flex-start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input value={value} onChange={(e) => onChange(e.target.value)} placeholder="https://… or /uploads/…" />
          <UploadButton label={upload.button} busy={isLoading} onFiles={onFiles} />
          <LibraryPickerButton onPick={onChange} />
        </HStack>
        {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  )
}
