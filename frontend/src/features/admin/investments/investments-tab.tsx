import { INVESTMENT_CATEGORIES, withName } from '@/lib/catalogue'
import type { Investment } from '@/lib/api-types.gen'
import { useSite } from '@/lib/site'
import { INVESTMENTS, useAdminInvestmentsQuery, useDeleteInvestmentMutation } from './api'
import { ContentTab } from '../components/content-tab'
import { InvestmentDialog } from './investment-dialog'

function categoryBadge(item: Investment, name: string) {
  const category = INVESTMENT_CATEGORIES.find((c) => c.key === item.category)
  return category ? withName(category.label, name) : item.category
}

function subcategoryBadge(item: Investment) {
  const category = INVESTMENT_CATEGORIES.find((c) => c.key === item.category)
  const sub = category?.subcategories.find((s: { key: string }) => s.key === item.subcategory)
  return sub?.label ?? item.subcategory
}

export function InvestmentsTab() {
  const { name } = useSite()
  const { data, isLoading } = useAdminInvestmentsQuery()
  const [remove] = useDeleteInvestmentMutation()
  return (
    <ContentTab
      title="Investments"
      addLabel="Add Investment"
      emptyText='No investments yet. Click "Add Investment" to get started.'
      data={data}
      isLoading={isLoading}
      remove={remove}
      messages={INVESTMENTS.messages}
      row={(i) => ({ image: i.logoUrl, title: i.title, badge: categoryBadge(i, name), secondBadge: subcategoryBadge(i), active: i.isActive, draftKind: 'investment' })}
      dialog={(target, onClose) => <InvestmentDialog target={target} onClose={onClose} />}
    />
  )
}
