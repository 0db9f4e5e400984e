import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { UploadMessages } from '../messages'
import { PriorityField, SwitchField, TextField } from './fields'
import { ImageField } from './image-field'

/** Lists other than the gallery show lowest priority first. */
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

/** The required title beside the priority, as project and collaboration forms start. */
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

interface ImageWithDescriptionProps {
  label: string
  descriptionLabel: string
  image: BoundText
  description: BoundText
  upload: UploadMessages
  /** The preview's alt text: the description, else this (the title, then a generic text). */
  fallbackAlt: string
}

/** An image URL (with upload and preview) followed by its description. */
export function ImageWithDescription({ label, descriptionLabel, image, description, upload, fallbackAlt }: ImageWithDescriptionProps) {
  return (
    <>
      <ImageField label={label} {...image} upload={upload} previewAlt={description.value || fallbackAlt} />
      <TextField label={descriptionLabel} {...description} />
    </>
  )
}
