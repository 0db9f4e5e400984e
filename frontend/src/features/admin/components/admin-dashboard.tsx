import { Box, Button, Container, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuLogOut } from 'react-icons/lu'
import { ACTIVITY_MESSAGES, TRASH_MESSAGES } from '../messages'
import { AccountTab } from './account-tab'
import { ActivityTab } from './activity-tab'
import { CollaborationsTab } from './collaborations-tab'
import { DashboardTab } from './dashboard-tab'
import { InboxTab, InboxTabLabel } from './inbox-tab'
import { InvestmentsTab } from './investments-tab'
import { LayoutsTab } from './layouts-tab'
import { MediaTab } from './media-tab'
import { MediaLibraryTab } from '../library/media-library-tab'
import { LIBRARY_MESSAGES } from '../library/messages'
import { PortfolioTab } from './portfolio-tab'
import { SiteTab } from './site-tab'
import { TrashTab } from './trash-tab'
import { useScheduleWatch } from './drafts/use-schedule-watch'
import { ViewSiteLink, ViewSiteProvider } from './view-site'

const TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'collaborations', label: 'Collaborations' },
  { value: 'media', label: 'Media & Press' },
  { value: 'investments', label: 'Investments' },
  { value: 'layouts', label: 'Layouts' },
  { value: 'library', label: LIBRARY_MESSAGES.tab },
  { value: 'site', label: 'Site' },
  { value: 'inbox', label: <InboxTabLabel /> },
  { value: 'trash', label: TRASH_MESSAGES.title },
  { value: 'activity', label: ACTIVITY_MESSAGES.title },
  { value: 'account', label: 'Account' },
] as const

type TabValue = (typeof TABS)[number]['value']

/** The signed-in content area: heading, welcome line, Logout, and the tabs. */
export function AdminDashboard({ username, onLogout, loggingOut }: { username: string; onLogout: () => void; loggingOut: boolean }) {
  const [tab, setTab] = useState<TabValue>('dashboard')
  useScheduleWatch()
  return (
    <ViewSiteProvider tab={tab}>
      <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="flex-start" gap="4" mb="6" flexWrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Content Management System
            </Heading>
            <Text color="fg.muted">Manage your portfolio, collaborations, media appearances, and investments</Text>
          </Stack>
          <HStack gap="3" flexWrap="wrap">
            <ViewSiteLink />
            <Text fontWeight="medium">Welcome, {username}</Text>
            <Button variant="outline" onClick={onLogout} disabled={loggingOut}>
              <LuLogOut aria-hidden /> Logout
            </Button>
          </HStack>
        </HStack>
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as TabValue)} lazyMount variant="line" colorPalette="brand">
          <Box overflowX="auto" mb="6">
            <Tabs.List minW="max-content">
              {TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          <Tabs.Content value="dashboard">
            <DashboardTab onManage={() => setTab('portfolio')} />
          </Tabs.Content>
          <Tabs.Content value="portfolio">
            <PortfolioTab />
          </Tabs.Content>
          <Tabs.Content value="collaborations">
            <CollaborationsTab />
          </Tabs.Content>
          <Tabs.Content value="media">
            <MediaTab />
          </Tabs.Content>
          <Tabs.Content value="investments">
            <InvestmentsTab />
          </Tabs.Content>
          <Tabs.Content value="layouts">
            <LayoutsTab />
          </Tabs.Content>
          <Tabs.Content value="library">
            <MediaLibraryTab />
          </Tabs.Content>
          <Tabs.Content value="site">
            <SiteTab />
          </Tabs.Content>
          <Tabs.Content value="inbox">
            <InboxTab />
          </Tabs.Content>
          <Tabs.Content value="trash">
            <TrashTab />
          </Tabs.Content>
          <Tabs.Content value="activity">
            <ActivityTab />
          </Tabs.Content>
          <Tabs.Content value="account">
            <AccountTab username={username} />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </ViewSiteProvider>
  )
}
