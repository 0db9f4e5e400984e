import { Box, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react'

/** Loading placeholders for a list: 3 or 6 card skeletons. */
export function CardSkeletons({ count, columns = { base: 1, md: 2, lg: 3 } }: { count: 3 | 6; columns?: Record<string, number> }) {
  return (
    <SimpleGrid columns={columns} gap="6" aria-busy="true" aria-label="Loading" data-testid="skeletons">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="3" borderWidth="1px" borderRadius="xl" p="4" data-testid="skeleton">
          <Skeleton aspectRatio={16 / 9} borderRadius="lg" />
          <Skeleton height="5" width="60%" />
          <SkeletonText noOfLines={3} />
        </Stack>
      ))}
    </SimpleGrid>
  )
}

/** A list's error or empty message. */
export function ListMessage({ children, tone = 'muted' }: { children: React.ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={tone === 'error' ? 'border.error' : 'border'}
      borderRadius="xl"
      p="6"
      textAlign="center"
      role={tone === 'error' ? 'alert' : undefined}
    >
      <Text color={tone === 'error' ? 'fg.error' : 'fg.muted'}>{children}</Text>
    </Box>
  )
}
