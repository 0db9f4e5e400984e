import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { YouTubeEmbed } from './youtube-embed'

/**
 * The in-page video popup. The iframe exists only while the popup is open,
 * so nothing loads from the video site before the visitor asks for it.
 */
export function VideoDialog({ url, title, onClose }: { url: string | null; title: string; onClose: () => void }) {
  return (
    <Dialog.Root open={url !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'md', md: 'xl' }} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {url && <YouTubeEmbed url={url} title={title} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close video" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
