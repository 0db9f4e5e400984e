import { Box, Button, Stack } from '@chakra-ui/react'
import { LuPlus } from 'react-icons/lu'
import { INVESTMENT_CATEGORIES, withName } from '@/lib/catalogue'
import { byPriorityAsc } from '@/lib/sort'
import type { Investment } from '@/lib/types'
import { useSite } from '@/features/site'
import { useAdminInvestmentsQuery, useDeleteInvestmentMutation } from '../api'
import { INVESTMENT_MESSAGES } from '../messages'
import { ContentRow } from './content-row'
import { EmptyText, LoadingList, TabHeader } from './list-parts'
import { InvestmentDialog } from './investment-dialog'
import { useContentList } from './use-content-list'

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
  const list = useContentList<Investment>(remove, INVESTMENT_MESSAGES)
  const items = byPriorityAsc(data ?? [])
  return (
    <Box>
      <TabHeader
        title="Investments"
        action={
          <Button colorPalette="brand" onClick={list.add}>
            <LuPlus aria-hidden /> Add Investment
          </Button>
        }
      />
      {isLoading ? (
        <LoadingList />
      ) : items.length === 0 ? (
        <EmptyText>No investments yet. Click "Add Investment" to get started.</EmptyText>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {items.map((i) => (
            <ContentRow key={i.id} item={i} image={i.logoUrl} title={i.title} badge={categoryBadge(i, name)} secondBadge={subcategoryBadge(i)} active={i.isActive} onEdit={list.onEdit} onDelete={list.onDelete} />
          ))}
        </Stack>
      )}
      <InvestmentDialog target={list.editing} onClose={list.close} />
    </Box>
  )
}
