import { Box, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { Markup } from '@/components/ui/markup'
import type { SiteForm } from './use-site-form'
import { TextAreaField, TextField } from '../components/fields'

const MARKUP_HELP = 'Markup: **strong**, *emphasis*, [label](/path or https://…)'

/**
 * A milestone's year and text, with the text rendered live as the About page
 * shows it. The preview's links do not navigate: leaving the admin from here
 * would lose the edits not saved yet.
 */
export function MilestoneFields({ form, at }: { form: SiteForm; at: string }) {
  const text = form.text(`${at}.text`)
  const previewId = useId()
  return (
    <Stack gap="3">
      <TextField label="Year" required {...form.text(`${at}.year`)} />
      <TextAreaField label="Text" required rows={3} helper={MARKUP_HELP} {...text} />
      <Box role="group" aria-labelledby={previewId} bg="bg.muted" borderRadius="md" px="3" py="2" onClickCapture={(e) => e.preventDefault()}>
        <Text id={previewId} fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          Preview
        </Text>
        <Text fontSize="sm" data-testid="milestone-preview">
          <Markup text={text.value} />
        </Text>
      </Box>
    </Stack>
  )
}
