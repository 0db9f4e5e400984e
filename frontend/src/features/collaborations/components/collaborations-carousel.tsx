import { Box, Flex, Image, Text } from '@chakra-ui/react'
import { ROW_DIRECTIONS, splitIntoRows } from '@/lib/collaboration-rows'
import { byPriorityAsc } from '@/lib/sort'
import type { Collaboration } from '@/lib/types'
import { useGetCollaborationsQuery } from '../api'

/** Card size of the carousel (px). */
const CARD_WIDTH = 288
const CARD_HEIGHT = 192
const CARD_GAP = 16
/** Seconds one item takes to scroll past: rows of any length move at the same speed. */
const SECONDS_PER_ITEM = 6

function CollaborationCard({ item, hidden }: { item: Collaboration; hidden?: boolean }) {
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
      <Image
        src={item.imageUrl || ''}
        alt={hidden ? '' : item.imageDescription || item.title}
        htmlWidth={String(CARD_WIDTH)}
        htmlHeight={String(CARD_HEIGHT)}
        w="full"
        h="full"
        objectFit="cover"
        loading="lazy"
        decoding="async"
      />
      <Box as="figcaption" position="absolute" insetX="0" bottom="0" px="3" py="2" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent">
        <Text color="white" fontWeight="semibold" fontSize="sm" lineClamp={1}>
          {item.title}
        </Text>
      </Box>
    </Box>
  )
}

function Row({ items, direction }: { items: Collaboration[]; direction: (typeof ROW_DIRECTIONS)[number] }) {
  if (items.length === 0) return null
  return (
    <Box
      overflow="hidden"
      // The window is never wider than one copy of the row, so the loop shows no gap.
      maxW={`${items.length * (CARD_WIDTH + CARD_GAP)}px`}
      mx="auto"
      css={{
        maskImage: 'linear-gradient(to right, transparent, black 4%, black 96%, transparent)',
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto', maskImage: 'none' },
      }}
      data-testid="collaboration-row"
      data-direction={direction}
    >
      <Flex
        w="max-content"
        animation={`${direction === 'rtl' ? 'marqueeRtl' : 'marqueeLtr'} ${items.length * SECONDS_PER_ITEM}s linear infinite`}
        _hover={{ animationPlayState: 'paused' }}
        css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
      >
        {/* Each row's items appear twice, so the loop is seamless. */}
        {[...items, ...items].map((item, i) => (
          <Box key={`${item.id}-${i}`} pe={`${CARD_GAP}px`} css={i >= items.length ? { '@media (prefers-reduced-motion: reduce)': { display: 'none' } } : undefined}>
            <CollaborationCard item={item} hidden={i >= items.length} />
          </Box>
        ))}
      </Flex>
    </Box>
  )
}

/** Notable Collaborations: three rows scrolling right-to-left, left-to-right, right-to-left. */
export function CollaborationsCarousel() {
  const { data, isLoading } = useGetCollaborationsQuery()
  if (isLoading) return <Text color="fg.muted" textAlign="center">Loading collaborations...</Text>
  const items = byPriorityAsc(data ?? [])
  if (items.length === 0) return <Text color="fg.muted" textAlign="center">No collaborations found</Text>
  return (
    <Flex direction="column" gap="4">
      {splitIntoRows(items).map((row, i) => (
        <Row key={i} items={row} direction={ROW_DIRECTIONS[i]} />
      ))}
    </Flex>
  )
}
