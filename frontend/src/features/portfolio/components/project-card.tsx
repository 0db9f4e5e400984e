import { Badge, Box, Card, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react'
import { SafeImage } from '@/components/ui/safe-image'
import { If, Unless } from '@/lib/template'
import type { CardView } from '@/lib/views.gen'
import { ProjectLinks } from './project-links'
import { PORTFOLIO_SCROLL_MARGIN } from './side-index'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'

/** The sizes attribute of a card image: full width on phones, half or a third of the page beside. */
export const CARD_IMAGE_SIZES = `(min-width: 1280px) 400px, (min-width: 768px) 50vw, ${PHONE_WIDTH}`

const zoom = { '& img': { transition: 'transform 0.3s' }, '&:hover img': { transform: 'scale(1.04)' } }

/** A card's heading level: h4 under the portfolio's section (h2) and group (h3) headings, higher on a category page (SectionLevels). */
export type CardHeading = 'h2' | 'h3' | 'h4'

/**
 * A project: image, title, role, description and links. The title is the
 * card's one link to the project's page (href; /portfolio/{category}/{slug}),
 * and it covers the card (LinkBox/LinkOverlay: the image leads there too,
 * while the project's own links stay above it). The card's id is its
 * anchor (project-{slug}), so /portfolio#project-{slug} lands on it. The
 * badge says how many images the page's gallery has, in words. Without
 * script it is all plain links.
 */
export function ProjectCard({ card, heading = 'h4' }: { card: CardView; heading?: CardHeading }) {
  // The first cards of a page load at once (the server's view says which: loading, fetchPriority), the
  // rest as they scroll in. SafeImage's <picture> keeps React's server renderer from hoisting a preload of
  // an image that is not lazy into the head, where a card's template values mean nothing.
  return (
    <LinkBox asChild>
      <Card.Root id={card.anchor} scrollMarginTop={PORTFOLIO_SCROLL_MARGIN} variant="outline" overflow="hidden" borderRadius="xl" h="full" data-testid="project-card" css={zoom} _hover={{ boxShadow: 'md' }}>
        <Box position="relative" overflow="hidden">
          <Box display="block">
            <SafeImage
              src={card.image}
              srcSet={card.srcSet || undefined} avifSrcSet={card.avifSrcSet}
              sizes={CARD_IMAGE_SIZES}
              alt={card.imageAlt}
              position={card.position}
              width={1600}
              height={900}
              loading={card.loading || 'lazy'}
              fetchPriority={card.fetchPriority || 'auto'}
            />
          </Box>
          <If when={card.imageCountLabel}>
            <Badge position="absolute" top="2" right="2" colorPalette="gray" variant="solid" data-testid="project-image-count">
              {card.imageCountLabel}
            </Badge>
          </If>
        </Box>
        <Card.Body gap="2">
          <Heading as={heading} size="md">
            <If when={card.href}>
              <LinkOverlay href={card.href} _hover={{ textDecoration: 'underline' }} _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}>
                {card.title}
              </LinkOverlay>
            </If>
            <Unless when={card.href}>{card.title}</Unless>
          </Heading>
          <If when={card.role}>
            <Text fontSize="sm" color="gold.fg" fontWeight="semibold">
              {card.role}
            </Text>
          </If>
          <If when={card.description}>
            <Text fontSize="sm" color="fg.muted">
              {card.description}
            </Text>
          </If>
        </Card.Body>
        <If when={card.links}>
          <Card.Footer>
            <ProjectLinks links={card.links} />
          </Card.Footer>
        </If>
      </Card.Root>
    </LinkBox>
  )
}
