import { Button, Card, Heading, Text } from '@chakra-ui/react'
import { LuExternalLink, LuHeadphones, LuPlay } from 'react-icons/lu'
import { SafeImage } from '@/components/ui/safe-image'
import { present } from '@/lib/text'
import type { MediaItem } from '@/lib/types'
import { mediaAction } from '../media-actions'

const ICONS = { video: LuPlay, audio: LuHeadphones, tab: LuExternalLink }

export function MediaCard({ item, onOpen }: { item: MediaItem; onOpen: (item: MediaItem) => void }) {
  const action = mediaAction(item.linkType)
  const url = present(item.url)
  const Icon = ICONS[action.opens]
  return (
    <Card.Root variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="media-card">
      <SafeImage src={item.thumbnailUrl} alt={present(item.thumbnailDescription) ?? item.title} width={1600} height={900} />
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {item.title}
        </Heading>
        {present(item.description) && (
          <Text fontSize="sm" color="fg.muted">
            {item.description}
          </Text>
        )}
      </Card.Body>
      {url && (
        <Card.Footer>
          {action.opens === 'tab' ? (
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <a href={url} target="_blank" rel="noopener noreferrer">
                {action.label}
                <Icon aria-hidden />
              </a>
            </Button>
          ) : (
            <Button size="sm" colorPalette="brand" onClick={() => onOpen(item)}>
              <Icon aria-hidden />
              {action.label}
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  )
}
