import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { LuArrowRight } from 'react-icons/lu'
import { useAdminCollaborationsQuery, useAdminInvestmentsQuery, useAdminMediaItemsQuery, useAdminProjectsQuery, useMessagesQuery } from '../api'
import { categoryDisplayName, groupProjects } from '../lib/grouping'
import { unreadCount } from '../lib/inbox'
import { PreviewLinks } from './drafts/preview-links'
import { ScheduledList } from './drafts/scheduled-list'

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

/** The count cards, the Scheduled list, the preview links, then one card per portfolio category with a Manage button to the Portfolio tab. */
export function DashboardTab({ onManage }: { onManage: () => void }) {
  const projects = useAdminProjectsQuery()
  const collaborations = useAdminCollaborationsQuery()
  const media = useAdminMediaItemsQuery()
  const investments = useAdminInvestmentsQuery()
  const messages = useMessagesQuery()
  const categories = useMemo(() => groupProjects(projects.data ?? []), [projects.data])

  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <CountCard title="Portfolio Projects" count={projects.data?.length} note={`Across ${categories.length} categories`} />
        <CountCard title="Collaborations" count={collaborations.data?.length} note="Notable industry relationships" />
        <CountCard title="Media & Press" count={media.data?.length} note="Appearances and features" />
        <CountCard title="Investments" count={investments.data?.length} note="Portfolio companies" />
        <CountCard title="Messages" count={messages.data?.length} note={`${unreadCount(messages.data)} unread`} />
      </SimpleGrid>
      <ScheduledList />
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
