import { useAdminCollaborationsQuery, useDeleteCollaborationMutation } from '../api'
import { COLLABORATION_MESSAGES } from '../messages'
import { CollaborationDialog } from './collaboration-dialog'
import { ContentTab } from './content-tab'

export function CollaborationsTab() {
  const { data, isLoading } = useAdminCollaborationsQuery()
  const [remove] = useDeleteCollaborationMutation()
  return (
    <ContentTab
      title="Notable Collaborations"
      addLabel="Add Collaboration"
      emptyText='No collaborations yet. Click "Add Collaboration" to get started.'
      data={data}
      isLoading={isLoading}
      remove={remove}
      messages={COLLABORATION_MESSAGES}
      row={(c) => ({ image: c.imageUrl, title: c.title, subtitle: c.imageDescription, active: c.isActive, draftKind: 'collaboration' })}
      dialog={(target, onClose) => <CollaborationDialog target={target} onClose={onClose} />}
    />
  )
}
