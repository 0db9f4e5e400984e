import { Button, Card, Heading, Text, VisuallyHidden } from '@chakra-ui/react'
import { LuExternalLink, LuHeadphones, LuPlay } from 'react-icons/lu'
import { SafeImage } from '@/components/ui/safe-image'
import { If, Unless } from '@/lib/template'
import type { MediaCardView } from '@/lib/views.gen'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'

/** The sizes attribute of a thumbnail: one, two or three cards across a page at most 1280 px wide. */
const THUMBNAIL_SIZES = `(min-width: 1280px) 400px, (min-width: 768px) 50vw, ${PHONE_WIDTH}`

/**
 * A media item: thumbnail, title, description, and a link to it (a new
 * tab). A video or an audio item's link carries what its dialog shows
 * (data-media-dialog): src/public/media.ts opens it in the page instead.
 * The link carries the address that counts the item's outbound click
 * (ping; the dialog's links to the original carry it on).
 */
export function MediaCard({ item }: { item: MediaCardView }) {
  return (
    <Card.Root variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="media-card">
      <SafeImage src={item.image} srcSet={item.srcSet || undefined} avifSrcSet={item.avifSrcSet} sizes={THUMBNAIL_SIZES} alt={item.imageAlt} width={1600} height={900} position={item.position} />
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {item.title}
        </Heading>
        <If when={item.description}>
          <Text fontSize="sm" color="fg.muted">
            {item.description}
          </Text>
        </If>
      </Card.Body>
      <If when={item.url}>
        <Card.Footer>
          <If when={item.opens} eq="tab">
            <Button asChild type={undefined} size="sm" variant="outline">
              <a href={item.url} target="_blank" rel="noopener noreferrer" ping={item.ping}>
                {item.label}
                {/* What the link opens, for screen readers and crawlers (its text is read out of context). */}
                <VisuallyHidden>: {item.title}</VisuallyHidden>
                <LuExternalLink aria-hidden />
              </a>
            </Button>
          </If>
          <Unless when={item.opens} eq="tab">
            <Button asChild type={undefined} size="sm">
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                ping={item.ping}
                data-media-dialog={item.opens}
                data-title={item.title}
                data-description={item.description}
                data-embed={item.embed}
              >
                <If when={item.opens} eq="video">
                  <LuPlay aria-hidden />
                </If>
                <If when={item.opens} eq="audio">
                  <LuHeadphones aria-hidden />
                </If>
                {item.label}
              </a>
            </Button>
          </Unless>
        </Card.Footer>
      </If>
    </Card.Root>
  )
}
