import { Badge, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { GalleryViewer, type GalleryItem } from '@/components/ui/gallery-viewer'
import { subcategoryLabel } from '@/lib/catalogue'
import { byPriorityDesc } from '@/lib/sort'
import { present } from '@/lib/text'
import type { Project } from '@/lib/types'
import { useGetGalleryImagesQuery } from '../api'

function galleryOf(game: Project, all: { projectId: number; src: string; alt?: string | null; caption?: string | null; priority: number; id: number }[]): GalleryItem[] {
  const main = present(game.imageUrl)
  const items: GalleryItem[] = main ? [{ src: main, alt: present(game.imageDescription) ?? game.title }] : []
  for (const g of byPriorityDesc(all.filter((g) => g.projectId === game.id))) {
    if (g.src !== main) items.push({ src: g.src, alt: present(g.alt) ?? game.title, caption: present(g.caption) })
  }
  return items.length ? items : [{ src: '', alt: game.title }]
}

/** A game's details with its gallery carousel. The gallery is fetched only once a game is opened. */
export function GameDialog({ game, onClose }: { game: Project | null; onClose: () => void }) {
  const { data: images, isLoading } = useGetGalleryImagesQuery(undefined, { skip: !game })
  const [index, setIndex] = useState(0)
  return (
    <Dialog.Root
      open={!!game}
      onOpenChange={(e) => {
        if (!e.open) {
          setIndex(0)
          onClose()
        }
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {game && (
              <>
                <Dialog.Header pe="12">
                  <Dialog.Title>{game.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5" pb="4">
                    {isLoading ? <Spinner alignSelf="center" my="10" /> : <GalleryViewer images={galleryOf(game, images ?? [])} index={index} onIndexChange={setIndex} stageHeight={{ base: '40vh', md: '50vh' }} />}
                    <HStack gap="2" wrap="wrap">
                      {present(game.subcategory) && <Badge colorPalette="brand">{subcategoryLabel(game.subcategory ?? '')}</Badge>}
                      {present(game.role) && <Badge colorPalette="gold">{game.role}</Badge>}
                    </HStack>
                    {present(game.description) && <Text color="fg.muted">{game.description}</Text>}
                  </Stack>
                </Dialog.Body>
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
