import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { GalleryViewer, type GalleryItem } from './gallery-viewer'

interface GalleryLightboxProps {
  title: string
  images: GalleryItem[]
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
}

/** A full-screen gallery: focus stays inside, Escape closes, arrow keys move between images. */
export function GalleryLightbox({ title, images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  return (
    <Dialog.Root open={index !== null} onOpenChange={(e) => !e.open && onClose()} size="full" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.950" color="white" className="dark">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" alignItems="center">
              {index !== null && <GalleryViewer images={images} index={index} onIndexChange={onIndexChange} stageHeight={{ base: '55vh', md: '70vh' }} tone="dark" />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close gallery" color="white" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
