import { Box, Button, Container, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import { LuLogOut } from 'react-icons/lu'
import { useBlocker, useLocation, useNavigate } from 'react-router-dom'
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
import { ToastStylesWarmUp } from '@/components/ui/toaster'
import { useScheduleWatch } from './drafts/use-schedule-watch'
import { ViewSiteLink, ViewSiteProvider } from './view-site'
import { adminTabPath, tabSlugOf } from '../lib/admin-routes'
import { unsavedForms } from '../lib/unsaved'
import { INSIGHTS_MESSAGES } from '../insights/messages'

/** The Insights tab and its chart library load when the tab is opened, not with the admin. */
const InsightsTab = lazy(() => import('../insights/insights-tab'))

/** The tabs, each with its address (lib/admin-routes.ts): /admin is the Dashboard, /admin/<path> the others. */
const TABS = [
  { value: 'dashboard', path: '', label: 'Dashboard' },
  { value: 'insights', path: 'insights', label: INSIGHTS_MESSAGES.tab },
  { value: 'portfolio', path: 'portfolio', label: 'Portfolio' },
  { value: 'collaborations', path: 'collaborations', label: 'Collaborations' },
  { value: 'media', path: 'media-press', label: 'Media & Press' },
  { value: 'investments', path: 'investments', label: 'Investments' },
  { value: 'layouts', path: 'layouts', label: 'Layouts' },
  { value: 'library', path: 'media', label: LIBRARY_MESSAGES.tab },
  { value: 'site', path: 'site', label: 'Site' },
  { value: 'inbox', path: 'inbox', label: <InboxTabLabel /> },
  { value: 'trash', path: 'trash', label: TRASH_MESSAGES.title },
  { value: 'activity', path: 'activity', label: ACTIVITY_MESSAGES.title },
  { value: 'account', path: 'account', label: 'Account' },
] as const

type TabValue = (typeof TABS)[number]['value']

/** The tab an address names; undefined for an address under /admin that names none. */
const tabOfPath = (pathname: string) => TABS.find((t) => t.path === tabSlugOf(pathname))

/**
 * The tab in the address, and a way to go to another: switching tab is a
 * navigation (so reload, Back and Forward keep it), and any navigation that
 * leaves a tab with a form not saved asks first.
 */
function useTabRoute() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const current = tabOfPath(pathname)
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsavedForms.any && currentLocation.pathname !== nextLocation.pathname)

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (unsavedForms.confirmLeave()) blocker.proceed()
    else blocker.reset()
  }, [blocker])

  // An address under /admin that names no tab shows the Dashboard under its own address.
  useEffect(() => {
    if (!current) void navigate(adminTabPath(''), { replace: true })
  }, [current, navigate])

  const go = useCallback(
    (value: TabValue) => {
      const target = TABS.find((t) => t.value === value)
      if (target) void navigate(adminTabPath(target.path))
    },
    [navigate],
  )
  return [current?.value ?? 'dashboard', go] as const
}

/** The signed-in content area: heading, welcome line, Logout, and the tabs. */
export function AdminDashboard({ username, onLogout, loggingOut }: { username: string; onLogout: () => void; loggingOut: boolean }) {
  const [tab, setTab] = useTabRoute()
  useScheduleWatch()
  return (
    <ViewSiteProvider tab={tab}>
      <ToastStylesWarmUp />
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
          {/* The tabs wrap onto more lines on a narrow screen: every tab in sight, no sideways scroll. */}
          <Box mb="6">
            <Tabs.List flexWrap="wrap" rowGap="1">
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
          <Tabs.Content value="insights">
            <Suspense fallback={<Text color="fg.muted">{INSIGHTS_MESSAGES.loading}</Text>}>
              <InsightsTab />
            </Suspense>
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
