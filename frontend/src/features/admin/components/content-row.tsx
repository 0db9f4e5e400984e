import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { LuPencil, LuTrash2 } from 'react-icons/lu'
import type { DraftKind } from '../drafts/api'
import { DraftBadges } from '../drafts/draft-badges'
import { InactiveBadge, inactiveRow, Thumbnail } from './list-parts'

export interface ContentRowProps<T> {
  item: T
  image?: string | null
  title: string
  subtitle?: string | null
  /** Up to two badges (category, then type or subcategory). */
  badge?: string | null
  secondBadge?: string | null
  /** False marks an item the public pages do not show. */
  active?: boolean
  /** The item's kind for its Draft and Scheduled badges. */
  draftKind?: DraftKind
  onEdit: (item: T) => void
  onDelete: (item: T) => void
}

function ContentRowImpl<T extends { id: number }>({ item, image, title, subtitle, badge, secondBadge, active, draftKind, onEdit, onDelete }: ContentRowProps<T>) {
  return (
    <HStack as="li" gap="3" p="3" borderWidth="1px" borderRadius="lg" bg={active === false ? 'bg.subtle' : 'bg.panel'} flexWrap={{ base: 'wrap', sm: 'nowrap' }} {...(active === false ? inactiveRow : {})}>
      <Thumbnail src={image} size="14" dimmed={active === false} />
      <Stack gap="1" flex="1" minW="40">
        <Text fontWeight="semibold">{title}</Text>
        {subtitle && (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {subtitle}
          </Text>
        )}
        {(badge || secondBadge || active === false || draftKind) && (
          <HStack gap="2" flexWrap="wrap">
            {badge && (
              <Badge variant="subtle" colorPalette="brand">
                {badge}
              </Badge>
            )}
            {secondBadge && <Badge variant="outline">{secondBadge}</Badge>}
            {active === false && <InactiveBadge />}
            {draftKind && <DraftBadges kind={draftKind} id={item.id} />}
          </HStack>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        <Button size="sm" variant="outline" onClick={() => onEdit(item)}>
          <LuPencil aria-hidden /> Edit
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(item)}>
          <LuTrash2 aria-hidden /> Delete
        </Button>
      </HStack>
    </HStack>
  )
}

/** A content list row: picture, title, a line or badges, Edit and Delete. */
export const ContentRow = memo(ContentRowImpl) as typeof ContentRowImpl
