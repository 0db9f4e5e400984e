import type { Appearance } from '@/lib/api-types.gen'
import { APPEARANCES, useAdminAppearancesQuery, useDeleteAppearanceMutation } from './api'
import { ContentTab } from '../components/content-tab'
import { AppearanceDialog, APPEARANCE_ROLES } from './appearance-dialog'

/** The row's date: the event's own clock and zone ("2027-05-14 09:30, Europe/Berlin"). */
function when(a: Appearance) {
  return `${a.startsAt.slice(0, 10)} ${a.startsAt.slice(11, 16)}, ${a.timeZone.replaceAll('_', ' ')}`
}

/** Appearances: talks, keynotes, panels…, upcoming soonest first then past (the API's order). */
export function AppearancesTab() {
  const { data, isLoading } = useAdminAppearancesQuery()
  const [remove] = useDeleteAppearanceMutation()
  return (
    <ContentTab
      title="Appearances"
      addLabel="Add Appearance"
      emptyText='No appearances yet. Click "Add Appearance" to get started.'
      data={data}
      isLoading={isLoading}
      remove={remove}
      messages={APPEARANCES.messages}
      row={(a) => ({ image: a.imageUrl, title: a.title, badge: APPEARANCE_ROLES.find((r) => r.value === a.role)?.label ?? a.role, secondBadge: when(a), active: a.isActive, draftKind: 'appearance' })}
      dialog={(target, onClose) => <AppearanceDialog target={target} onClose={onClose} />}
    />
  )
}
