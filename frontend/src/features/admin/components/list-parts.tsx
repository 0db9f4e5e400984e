import { Badge, Box, Flex, Heading, HStack, Image, Spinner, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A list's empty message. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" textAlign="center">
      <Text color="fg.muted">{children}</Text>
    </Box>
  )
}

export function LoadingList() {
  return (
    <Flex justify="center" py="10">
      <Spinner size="lg" role="status" aria-label="Loading" />
    </Flex>
  )
}

/** A tab's heading with its add button. */
export function TabHeader({ title, action }: { title?: string; action: ReactNode }) {
  return (
    <HStack justify="space-between" gap="4" mb="4" flexWrap="wrap">
      {title ? (
        <Heading as="h2" size="xl">
          {title}
        </Heading>
      ) : (
        <span />
      )}
      {action}
    </HStack>
  )
}

/** A small square picture at the start of a row (hidden from screen readers: the title follows). Dimmed for a hidden item. */
export function Thumbnail({ src, size = '12', dimmed = false }: { src?: string | null; size?: string; dimmed?: boolean }) {
  if (!src?.trim()) return null
  return <Image src={src} alt="" boxSize={size} objectFit="cover" borderRadius="md" flexShrink={0} loading="lazy" bg="bg.muted" opacity={dimmed ? 0.45 : undefined} filter={dimmed ? 'grayscale(1)' : undefined} />
}

/**
 * The mark of an item the public pages do not show (isActive off). A hidden
 * row is also dashed and its picture greyed; its text keeps full contrast.
 */
export function InactiveBadge() {
  return (
    <Badge colorPalette="orange" variant="surface">
      Inactive
    </Badge>
  )
}

/** The row styles of a hidden item. */
export const inactiveRow = { borderStyle: 'dashed', 'data-inactive': '' } as const
