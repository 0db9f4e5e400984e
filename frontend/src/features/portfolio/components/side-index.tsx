import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { scrollToId } from '@/lib/use-hash-scroll'
import { PORTFOLIO_SECTIONS } from '../sections'

/**
 * The sticky index of the seven sections. A click scrolls smoothly to the
 * section and highlights its entry; the last clicked entry stays highlighted.
 */
export function SideIndex() {
  const [activeKey, setActiveKey] = useState<string | null>(null)
  return (
    <Box
      as="nav"
      aria-label="Portfolio sections"
      position="sticky"
      top={{ base: '64px', lg: '88px' }}
      zIndex="docked"
      bg={{ base: 'bg/95', lg: 'transparent' }}
      backdropFilter={{ base: 'blur(8px)', lg: 'none' }}
      py={{ base: '2', lg: '0' }}
      mx={{ base: '-4', lg: '0' }}
      px={{ base: '4', lg: '0' }}
      borderBottomWidth={{ base: '1px', lg: '0' }}
    >
      <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="3" display={{ base: 'none', lg: 'block' }}>
        Sections
      </Heading>
      <Stack direction={{ base: 'row', lg: 'column' }} gap="1" overflowX={{ base: 'auto', lg: 'visible' }} as="ul" listStyleType="none">
        {PORTFOLIO_SECTIONS.map((s) => {
          const isActive = activeKey === s.category
          return (
            <Box as="li" key={s.category} flexShrink={0}>
              <Button
                variant={isActive ? 'subtle' : 'ghost'}
                colorPalette={isActive ? 'brand' : 'gray'}
                size="sm"
                justifyContent="flex-start"
                w={{ lg: 'full' }}
                fontWeight={isActive ? 'semibold' : 'normal'}
                aria-current={isActive ? 'true' : undefined}
                data-active={isActive || undefined}
                onClick={() => {
                  setActiveKey(s.category)
                  scrollToId(s.anchor)
                }}
              >
                {s.title}
              </Button>
            </Box>
          )
        })}
      </Stack>
    </Box>
  )
}
