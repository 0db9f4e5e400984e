import { Box, Flex, Image, Text } from '@chakra-ui/react'
import type { CSSProperties } from 'react'
import { AvifSource } from '@/components/ui/avif-source'
import { LogoImage } from '@/components/ui/logo-image'
import { Each, If, marker, templateList, Unless, useRequiredTemplateView } from '@/lib/template'
import type { CarouselView, CollaborationView, RowView } from '@/lib/views.gen'

/** Card size of the carousel (px). */
const CARD_WIDTH = 288
const CARD_HEIGHT = 192
const CARD_GAP = 16
/** The partner's logo box in the caption (px). */
const PARTNER_LOGO = { width: 110, height: 33 }
/** Seconds one item takes to scroll past: rows of any length move at the same speed. */
const SECONDS_PER_ITEM = 6

function CollaborationCard({ item, hidden }: { item: CollaborationView; hidden?: boolean }) {
  return (
    <Box
      as="figure"
      position="relative"
      flexShrink={0}
      w={`${CARD_WIDTH}px`}
      h={`${CARD_HEIGHT}px`}
      borderRadius="xl"
      overflow="hidden"
      bg="bg.muted"
      aria-hidden={hidden || undefined}
    >
      <picture style={{ display: 'contents' }}>
        <AvifSource srcSet={item.avifSrcSet} sizes={`${CARD_WIDTH}px`} />
        <Image
          src={item.image}
          srcSet={item.srcSet || undefined}
          sizes={item.srcSet ? `${CARD_WIDTH}px` : undefined}
          alt={hidden ? '' : item.alt}
          htmlWidth={String(CARD_WIDTH)}
          htmlHeight={String(CARD_HEIGHT)}
          w="full"
          h="full"
          objectFit="cover"
          style={{ objectPosition: item.position }}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <Box as="figcaption" position="absolute" insetX="0" bottom="0" px="3" py="2" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent">
        <If when={item.logo}>
          <LogoImage src={item.logo} srcSet={item.logoSrcSet} avifSrcSet={item.logoAvifSrcSet} alt={hidden ? '' : item.title} {...PARTNER_LOGO} px="2" py="1" />
        </If>
        <Unless when={item.logo}>
          <Text color="white" fontWeight="semibold" fontSize="sm" lineClamp={1}>
            {item.title}
          </Text>
        </Unless>
      </Box>
    </Box>
  )
}

/**
 * One scrolling row. Its length and direction are data (a custom property
 * and a data attribute) so its styles are the same for every row, and the
 * server can fill the row in.
 */
function Row({ row }: { row: RowView }) {
  return (
    <Box
      overflow="hidden"
      // The window is never wider than one copy of the row, so the loop shows no gap.
      maxW={`calc(var(--row-items) * ${CARD_WIDTH + CARD_GAP}px)`}
      mx="auto"
      style={{ '--row-items': row.count } as CSSProperties}
      css={{
        maskImage: 'linear-gradient(to right, transparent, black 4%, black 96%, transparent)',
        '--marquee': 'marqueeRtl',
        '&[data-direction="ltr"]': { '--marquee': 'marqueeLtr' },
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto', maskImage: 'none' },
      }}
      data-testid="collaboration-row"
      data-direction={row.direction}
    >
      <Flex
        w="max-content"
        animation={`var(--marquee) calc(var(--row-items) * ${SECONDS_PER_ITEM}s) linear infinite`}
        _hover={{ animationPlayState: 'paused' }}
        css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
      >
        {/* Each row's items appear twice, so the loop is seamless. */}
        <Each of={row.items}>
          {(item) => (
            <Box pe={`${CARD_GAP}px`}>
              <CollaborationCard item={item} />
            </Box>
          )}
        </Each>
        <Each of={row.items}>
          {(item) => (
            <Box pe={`${CARD_GAP}px`} css={{ '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}>
              <CollaborationCard item={item} hidden />
            </Box>
          )}
        </Each>
      </Flex>
    </Box>
  )
}

function Carousel({ view }: { view: CarouselView }) {
  return (
    <>
      <If when={view.empty}>
        <Text color="fg.muted" textAlign="center">
          No collaborations found
        </Text>
      </If>
      <Unless when={view.empty}>
        <Flex direction="column" gap="4">
          <Each of={view.rows}>{(row) => <Row row={row} />}</Each>
        </Flex>
      </Unless>
    </>
  )
}

/**
 * Notable Collaborations: three rows scrolling right-to-left, left-to-right,
 * right-to-left (a CSS animation, stopped under reduced motion), rendered at
 * build as a template the server fills with the stored collaborations.
 */
export function CollaborationsCarousel() {
  return <Carousel view={useRequiredTemplateView<CarouselView>('collaborations')} />
}

const m = <T,>(path: string) => marker(path) as unknown as T

/**
 * The carousel's view as a template, for the build's render: read from
 * views.collaborations of the server's page data. The Go server is the one
 * authority for the values (adapters/pages/views_collaborations.go: order,
 * rows, alt text) and for their types (@/lib/views.gen, generated from its
 * view structs).
 */
export function carouselTemplate(): CarouselView {
  return {
    empty: m('views.collaborations.empty'),
    rows: templateList<RowView>('views.collaborations.rows', {
      direction: m('.direction'),
      count: m('.count'),
      items: templateList('.items', {
        id: m('.id'),
        title: m('.title'),
        image: m('.image'),
        srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet'),
        position: m('.position'),
        alt: m('.alt'),
        logo: m('.logo'),
        logoSrcSet: m('.logoSrcSet'), logoAvifSrcSet: m('.logoAvifSrcSet'),
      }),
    }),
  }
}
