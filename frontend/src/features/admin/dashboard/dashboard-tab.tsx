import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { createSelector } from '@reduxjs/toolkit'
import { LuArrowRight } from 'react-icons/lu'
import type { Project } from '@/lib/api-types.gen'
import { useAdminProjectsQuery } from '../portfolio/api'
import { categoryDisplayName, groupProjects } from '../portfolio/grouping'
import { PreviewLinks } from '../drafts/preview-links'
import { ScheduledList } from '../drafts/scheduled-list'
import { BackupStatusSection } from '../backups/backup-status'
import type { Role } from '../auth/role'
import { CertificateWarning } from './certificate-warning'

function CountCard({ title, count, note }: { title: string; count: number | undefined; note: string }) {
  return (
    <Card.Root size="sm" bg="bg.panel">
      <Card.Body gap="1">
        <Text textStyle="sm" fontWeight="medium" color="fg.muted">
          {title}
        </Text>
        <Text textStyle="3xl" fontWeight="bold" lineHeight="1.1" aria-live="polite">
          {count ?? '–'}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {note}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

/** A dashboard count: a tab's list (read with the tab's own query hook), its title and the line under the number. */
export interface CountCardSpec<T = unknown> {
  title: string
  useList: () => { data?: readonly T[] }
  note: (items: readonly T[]) => string
}

function ListCount({ card }: { card: CountCardSpec }) {
  const { data } = card.useList()
  return <CountCard title={card.title} count={data?.length} note={card.note(data ?? [])} />
}

/**
 * The portfolio's categories with their counts, the same array for as long as they stay the same: the Dashboard
 * stays mounted behind the other tabs, and a Move Up / Move Down (same counts) must not re-render it.
 */
const selectCategoryCounts = createSelector(
  [(projects: readonly Project[] | undefined) => projects],
  (projects) => groupProjects(projects ?? []).map((c) => ({ key: c.key, count: c.count })),
  { memoizeOptions: { resultEqualityCheck: (a: { key: string; count: number }[], b: { key: string; count: number }[]) => a.length === b.length && a.every((c, i) => c.key === b[i]?.key && c.count === b[i]?.count) } },
)

/**
 * For the owner the certificate's warning when there is one (the certificate and the scheduled backups are
 * the owner's alone: an editor is shown neither), the count cards (one per tab that declares one in the tab registry, in
 * its order), the Scheduled list, the scheduled backups, the preview links, then one card per
 * portfolio category with a Manage button to the Portfolio tab.
 */
export function DashboardTab({ cards, onManage, role }: { cards: readonly CountCardSpec[]; onManage: () => void; role: Role }) {
  const { categories } = useAdminProjectsQuery(undefined, { selectFromResult: ({ data }) => ({ categories: selectCategoryCounts(data) }) })

  return (
    <Stack gap="8">
      {role === 'owner' && <CertificateWarning />}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {cards.map((card) => (
          <ListCount key={card.title} card={card} />
        ))}
      </SimpleGrid>
      <ScheduledList />
      {role === 'owner' && <BackupStatusSection id="dashboard-scheduled-backups" level="h2" />}
      <PreviewLinks />
      <Stack gap="4">
        <Heading as="h2" size="xl">
          Portfolio Categories
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {categories.map((c) => (
            <Card.Root key={c.key} size="sm" variant="outline">
              <Card.Body gap="1">
                <Heading as="h3" size="md" textTransform="capitalize">
                  {categoryDisplayName(c.key)}
                </Heading>
                <Text color="fg.muted" textStyle="sm">
                  {c.count} {c.count === 1 ? 'project' : 'projects'}
                </Text>
              </Card.Body>
              <Card.Footer>
                <Button size="sm" variant="outline" onClick={onManage} aria-label={`Manage ${categoryDisplayName(c.key)}`}>
                  Manage <LuArrowRight aria-hidden />
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  )
}
