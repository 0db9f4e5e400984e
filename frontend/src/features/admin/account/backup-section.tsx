import { Box, Button, Heading, Text } from '@chakra-ui/react'
import { LuDownload } from 'react-icons/lu'
import { BACKUP_MESSAGES } from './messages'

/** GET /api/backup: the archive `portfolio export` writes, for the signed-in administrator (the session cookie goes with a plain link). */
export const BACKUP_URL = '/api/backup'

/**
 * 'Backup': downloads everything the owner edited (every row of content and
 * every upload) in one archive, which `portfolio import` restores. A plain
 * link rather than a fetch: the browser streams the file to disk and shows
 * its own progress, however large the uploads are.
 */
export function BackupSection() {
  return (
    <Box as="section" aria-labelledby="backup-title" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="lg" mt="6">
      <Heading as="h3" size="lg" id="backup-title" mb="1">
        {BACKUP_MESSAGES.title}
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="4">
        {BACKUP_MESSAGES.description}
      </Text>
      <Button asChild colorPalette="brand" variant="outline">
        <a href={BACKUP_URL} download>
          <LuDownload aria-hidden /> {BACKUP_MESSAGES.download}
        </a>
      </Button>
    </Box>
  )
}
