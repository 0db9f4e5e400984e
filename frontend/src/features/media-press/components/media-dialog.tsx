import { Button, CloseButton, Dialog, Flex, Portal, Text } from '@chakra-ui/react'
import { LuExternalLink, LuHeadphones } from 'react-icons/lu'
import { present } from '@/lib/text'
import type { MediaItem } from '@/lib/types'
import { youtubeId } from '@/lib/video'
import { YouTubeEmbed } from '@/components/ui/youtube-embed'
import { mediaAction } from '../media-actions'

/** A YouTube item plays embedded (autoplay); an audio item offers the podcast app. Both link to the original. */
export function MediaDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const url = present(item?.url) ?? ''
  const kind = item ? mediaAction(item.linkType).opens : 'tab'
  return (
    <Dialog.Root open={!!item} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'md', md: 'xl' }} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {item && (
              <>
                <Dialog.Header pe="12">
                  <Dialog.Title>{item.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {kind === 'video' && youtubeId(url) && <YouTubeEmbed url={url} title={item.title} mb="4" />}
                  {present(item.description) && <Text color="fg.muted">{item.description}</Text>}
                </Dialog.Body>
                <Dialog.Footer>
                  <Flex gap="3" wrap="wrap" justify="flex-end">
                    {kind === 'audio' && (
                      <Button asChild type={undefined} colorPalette="brand">
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          <LuHeadphones aria-hidden />
                          Open in Podcast App
                        </a>
                      </Button>
                    )}
                    <Button asChild type={undefined} variant="outline" colorPalette="brand">
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        <LuExternalLink aria-hidden />
                        Open Original Link
                      </a>
                    </Button>
                  </Flex>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
