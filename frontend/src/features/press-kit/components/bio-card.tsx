import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { LuCopy } from 'react-icons/lu'
import { Each } from '@/lib/template'
import type { PressBioView } from '@/lib/views.gen'

/**
 * One bio of the press kit: its label and word count, its paragraphs as
 * plain selectable text, and a copy button. Without script the button
 * stays hidden (the `hidden` attribute; public/copy.ts shows it where the
 * clipboard works), so no dead button shows.
 */
export function BioCard({ bio, copy, copied }: { bio: PressBioView; copy: string; copied: string }) {
  return (
    <Card.Root variant="outline" borderRadius="xl" data-testid="press-bio">
      <Card.Body gap="4">
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Box>
            <Heading as="h3" size="lg">
              {bio.label}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {bio.words}
            </Text>
          </Box>
          {/* Named with the bio's label: three buttons reading "Copy" would not say which. */}
          <Button type="button" size="sm" minH="11" variant="outline" hidden data-copy={bio.anchor} data-copied={copied} aria-label={`${copy}: ${bio.label}`} css={{ '&[hidden]': { display: 'none' } }}>
            <LuCopy aria-hidden />
            {copy}
          </Button>
        </Flex>
        <Stack gap="3" id={bio.anchor}>
          <Each of={bio.paragraphs}>{(p) => <Text lineHeight="tall">{p}</Text>}</Each>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
