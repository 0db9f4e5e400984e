import { Button, Wrap } from '@chakra-ui/react'
import type { IconType } from 'react-icons'
import { FaImdb } from 'react-icons/fa6'
import { LuDownload, LuGlobe, LuNewspaper, LuPlay, LuStar, LuTv } from 'react-icons/lu'
import type { LinkKind } from '@/lib/link-kind'
import { Each, If } from '@/lib/template'
import type { LinkView } from '../view'

const KIND_ICONS: [LinkKind, IconType][] = [
  ['video', LuPlay],
  ['movie-database', FaImdb],
  ['review', LuStar],
  ['streaming', LuTv],
  ['article', LuNewspaper],
  ['download', LuDownload],
  ['website', LuGlobe],
]

/** The icon of a link's kind (each kind a branch, so the server template can pick it). */
function KindIcon({ kind }: { kind: LinkKind }) {
  return (
    <>
      {KIND_ICONS.map(([k, Icon]) => (
        <If key={k} when={kind} eq={k}>
          <Icon aria-hidden />
        </If>
      ))}
    </>
  )
}

/**
 * A project's links. A video-site link whose YouTube id can be embedded
 * opens the in-page popup; every other link opens in a new tab, unchanged.
 */
export function ProjectLinks({ links, onPlayVideo }: { links: LinkView[]; onPlayVideo: (link: LinkView) => void }) {
  return (
    <Wrap gap="2" w="full">
      <Each of={links}>
        {(link) => (
          <Button asChild type={undefined} size="xs" variant="outline" colorPalette="brand" data-link-kind={link.kind} data-popup={link.popup}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => {
                if (!link.popup) return
                e.preventDefault()
                onPlayVideo(link)
              }}
            >
              <KindIcon kind={link.kind} />
              {link.label}
            </a>
          </Button>
        )}
      </Each>
    </Wrap>
  )
}
