import { Button, Wrap } from '@chakra-ui/react'
import type { IconType } from 'react-icons'
import { FaImdb } from 'react-icons/fa6'
import { LuDownload, LuGlobe, LuNewspaper, LuPlay, LuStar, LuTv } from 'react-icons/lu'
import { linkKind, type LinkKind } from '@/lib/link-kind'
import type { ProjectLink } from '@/lib/types'
import { isVideoUrl, youtubeId } from '@/lib/video'

const KIND_ICONS: Record<LinkKind, IconType> = {
  video: LuPlay,
  'movie-database': FaImdb,
  review: LuStar,
  streaming: LuTv,
  article: LuNewspaper,
  download: LuDownload,
  website: LuGlobe,
}

/**
 * A project's links. A video-site link whose YouTube id can be embedded
 * opens the in-page popup; every other link opens in a new tab, unchanged.
 */
export function ProjectLinks({ links, onPlayVideo }: { links: ProjectLink[]; onPlayVideo: (link: ProjectLink) => void }) {
  if (links.length === 0) return null
  return (
    <Wrap gap="2" w="full">
      {links.map((link) => {
        const Icon = KIND_ICONS[linkKind(link)]
        const popup = isVideoUrl(link.url) && youtubeId(link.url) !== null
        return (
          <Button key={link.id} asChild size="xs" variant="outline" colorPalette="brand" data-link-kind={linkKind(link)}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => {
                if (!popup) return
                e.preventDefault()
                onPlayVideo(link)
              }}
            >
              <Icon aria-hidden />
              {link.label}
            </a>
          </Button>
        )
      })}
    </Wrap>
  )
}
