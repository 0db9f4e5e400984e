import { SimpleGrid, Stack } from '@chakra-ui/react'
import { ALT_TEXT, type UploadMessages } from '../messages'
import { PriorityField, SwitchField, TextField } from './fields'
import { ImageField } from './image-field'
import type { BoundFocal } from './focal-point-field'

/** The help of every priority field: every list, the gallery too, shows lowest priority first (issue 24). */
export const PRIORITY_HELP = 'Lower numbers appear first'

/** isActive: off hides the item from the public pages (the admin lists mark it). */
export function ActiveField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <SwitchField label="Active" checked={checked} onChange={onChange} />
}

/** A text field's state as `useDialogForm().bind` gives it. */
export interface BoundText {
  value: string
  onChange: (value: string) => void
  error?: string
}

/** The required title beside the priority, as each content form with a list priority starts. */
export function TitleAndPriority({ title, priority }: { title: BoundText; priority: BoundText }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Stack gridColumn={{ sm: 'span 2' }}>
        <TextField label="Title" required {...title} />
      </Stack>
      <PriorityField {...priority} helper={PRIORITY_HELP} />
    </SimpleGrid>
  )
}

/** A switch's state. */
export interface BoundFlag {
  checked: boolean
  onChange: (checked: boolean) => void
}

interface ImageWithDescriptionProps {
  label: string
  descriptionLabel: string
  image: BoundText
  description: BoundText
  /** The owner's choice that the image is decoration (alt=""), instead of a description. */
  decorative: BoundFlag
  upload: UploadMessages
  /** The preview's alt text: the description, else this (the title, then a generic text). */
  fallbackAlt: string
  /** The image's focal point, placed on the preview. */
  focal?: BoundFocal
}

/**
 * An image URL (with upload and preview), its description and the
 * "decorative" choice: alt text on purpose. While an image has neither, the
 * form asks for one (a hint, not a refusal: the public page then reads the
 * title, which is never wrong, and API clients that send no description
 * keep working).
 */
export function ImageWithDescription({ label, descriptionLabel, image, description, decorative, upload, fallbackAlt, focal }: ImageWithDescriptionProps) {
  return (
    <>
      <ImageField label={label} {...image} upload={upload} previewAlt={decorative.checked ? '' : description.value || fallbackAlt} focal={focal} />
      <DescriptionOrDecorative label={descriptionLabel} image={image.value} description={description} decorative={decorative} />
    </>
  )
}

/** The description of an image, or the switch that marks it decorative (which turns the description off). */
export function DescriptionOrDecorative({ label, image, description, decorative }: { label: string; image: string; description: BoundText; decorative: BoundFlag }) {
  const asks = !!image.trim() && !description.value.trim() && !decorative.checked
  return (
    <Stack gap="2">
      <TextField label={label} {...description} disabled={decorative.checked} helper={asks ? ALT_TEXT.ask : undefined} />
      <SwitchField label={ALT_TEXT.decorative} checked={decorative.checked} onChange={decorative.onChange} />
    </Stack>
  )
}
