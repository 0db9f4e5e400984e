import { MEDIA_CATEGORIES, MEDIA_LINK_TYPES } from '@/lib/catalogue'
import { MEDIA, useAdminMediaItemsQuery, useDeleteMediaItemMutation } from './api'
import { ContentTab } from '../components/content-tab'
import { MediaDialog } from './media-dialog'

const label = (options: readonly { key: string; label: string }[], key?: string | null) => (key ? (options.find((o) => o.key === key)?.label ?? key) : undefined)

export function MediaTab() {
  const { data, isLoading } = useAdminMediaItemsQuery()
  const [remove] = useDeleteMediaItemMutation()
  return (
    <ContentTab
      title="Media & Press Items"
      addLabel="Add Media Item"
      emptyText='No media items yet. Click "Add Media Item" to get started.'
      data={data}
      isLoading={isLoading}
      remove={remove}
      messages={MEDIA.messages}
      row={(m) => ({ image: m.thumbnailUrl, title: m.title, badge: label(MEDIA_CATEGORIES, m.category), secondBadge: label(MEDIA_LINK_TYPES, m.linkType), active: m.isActive, draftKind: 'media' })}
      dialog={(target, onClose) => <MediaDialog target={target} onClose={onClose} />}
    />
  )
}
