import { Button, Wrap } from '@chakra-ui/react'
import type { IconType } from 'react-icons'
import { FaImdb } from 'react-icons/fa6'
import { LuDownload, LuGlobe, LuNewspaper, LuPlay, LuStar, LuTv } from 'react-icons/lu'
import { LINK_KINDS, type LinkKind } from '@/lib/links.gen'
import { Each, If, Unless } from '@/lib/template'
import type { LinkView } from '@/lib/views.gen'

/** Every kind the server gives a link has its icon (the compiler checks the record is complete). */
const KIND_ICONS: Record<LinkKind, IconType> = {
  video: LuPlay,
  'movie-database': FaImdb,
  review: LuStar,
  streaming: LuTv,
  article: LuNewspaper,
  download: LuDownload,
  website: LuGlobe,
}

/** The icon of a link's kind (each kind a branch, so the server template can pick it). */
function KindIcon({ kind }: { kind: LinkKind }) {
  return (
    <>
      {LINK_KINDS.map((k) => {
        const Icon = KIND_ICONS[k]
        return (
          <If key={k} when={kind} eq={k}>
            <Icon aria-hidden />
          </If>
        )
      })}
    </>
  )
}

/**
 * A project's links, each a real link that opens in a new tab. A video-site
 * link whose YouTube id can be embedded also carries its player's address
 * (data-embed): src/public/video.ts opens it in the in-page popup instead.
 * Each carries the address that counts the project's outbound click (ping:
 * the browser sends it as the visitor follows the link; a video played in
 * the popup leaves nothing to count).
 */
export function ProjectLinks({ links }: { links: LinkView[] }) {
  const content = (link: LinkView) => (
    <>
      <KindIcon kind={link.kind} />
      {link.label}
    </>
  )
  return (
    <Wrap gap="2" w="full">
      <Each of={links}>
        {(link) => (
          <>
            <If when={link.popup}>
              <Button asChild type={undefined} size="xs" variant="outline" data-link-kind={link.kind}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" ping={link.ping} data-embed={link.embed} data-title={link.label}>
                  {content(link)}
                </a>
              </Button>
            </If>
            <Unless when={link.popup}>
              <Button asChild type={undefined} size="xs" variant="outline" data-link-kind={link.kind}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" ping={link.ping}>
                  {content(link)}
                </a>
              </Button>
            </Unless>
          </>
        )}
      </Each>
    </Wrap>
  )
}
