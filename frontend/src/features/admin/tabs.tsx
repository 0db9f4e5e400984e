import { Text } from '@chakra-ui/react'
import { lazy, Suspense, type ReactNode } from 'react'
import type { ContactMessage, Project } from '@/lib/api-types.gen'
import { ROUTES } from '@/lib/routes'
import { AccountTab } from './account/account-tab'
import { ACTIVITY_MESSAGES } from './activity/messages'
import { ActivityTab } from './activity/activity-tab'
import { useAdminCollaborationsQuery } from './collaborations/api'
import { COLLABORATIONS_PAGE, CollaborationsTab } from './collaborations/collaborations-tab'
import { DashboardTab, type CountCardSpec } from './dashboard/dashboard-tab'
import { useMessagesQuery } from './inbox/api'
import { unreadCount } from './inbox/inbox'
import { InboxTab, InboxTabLabel } from './inbox/inbox-tab'
import { INSIGHTS_MESSAGES } from './insights/messages'
import { useAdminInvestmentsQuery } from './investments/api'
import { InvestmentsTab } from './investments/investments-tab'
import { useAdminAppearancesQuery } from './appearances/api'
import { AppearancesTab } from './appearances/appearances-tab'
import { LayoutsTab } from './layouts/layouts-tab'
import { MediaLibraryTab } from './library/media-library-tab'
import { LIBRARY_MESSAGES } from './library/messages'
import { useAdminMediaItemsQuery } from './media/api'
import { MediaTab } from './media/media-tab'
import { useAdminProjectsQuery } from './portfolio/api'
import { groupProjects } from './portfolio/grouping'
import { PortfolioTab } from './portfolio/portfolio-tab'
import { SiteTab } from './site/site-tab'
import { TRASH_MESSAGES } from './trash/messages'
import { TrashTab } from './trash/trash-tab'
import type { Role } from './auth/role'
import { USERS_MESSAGES } from './users/messages'
import { UsersTab } from './users/users-tab'

/** The Insights tab and its chart library load when the tab is opened, not with the admin. */
const InsightsTab = lazy(() => import('./insights/insights-tab'))

/** What a tab's content gets from the dashboard around it. */
interface TabContext {
  username: string
  /** The signed-in person's role: an editor is shown only what they may use (the server checks again). */
  role: Role
  /** Switches to another tab (a navigation). */
  setTab: (value: string) => void
}

/**
 * The navigation's groups, in their order: what the site shows, how it
 * looks and reads, who writes and who signs in, and what it counted and
 * keeps. Each tab names its group.
 */
export const TAB_GROUPS = [
  { id: 'content', label: 'Content' },
  { id: 'site', label: 'Site' },
  { id: 'people', label: 'People & security' },
  { id: 'data', label: 'Data' },
] as const

/** A group's id. */
export type TabGroup = (typeof TAB_GROUPS)[number]['id']

/** One admin tab. */
interface AdminTab {
  /** The tab's value (Tabs.Root). */
  value: string
  /** Its group in the navigation (TAB_GROUPS); the tabs are listed group by group. */
  group: TabGroup
  /** Its address below /admin ('' is /admin itself; lib/admin-routes.ts). */
  path: string
  label: ReactNode
  content: (context: TabContext) => ReactNode
  /** The public page 'View site' opens while the tab is shown (the home page when none). */
  page?: string
  /** The tab's count card on the Dashboard. */
  card?: CountCardSpec
  /** Shown to the owner only (issue 43): its every route answers an editor 403. */
  ownerOnly?: boolean
}

/** A count card over a tab's list, typed by the list's items. */
const countCard = <T,>(card: CountCardSpec<T>) => card as CountCardSpec

/**
 * The tabs, in their order (group by group), each declared once: its address, its label,
 * what it shows, and for a content tab the public page 'View site' opens and
 * its card on the Dashboard. Each tab's code lives in its own folder; the
 * kinds of content register what the shared screens need of them where they
 * inject their endpoints (api/kinds.ts).
 */
export const TABS = [
  { value: 'dashboard', group: 'content', path: '', label: 'Dashboard', content: ({ setTab, role }) => <DashboardTab cards={countCards()} onManage={() => setTab('portfolio')} role={role} /> },
  {
    value: 'portfolio',
    group: 'content',
    path: 'portfolio',
    label: 'Portfolio',
    content: () => <PortfolioTab />,
    page: ROUTES.portfolio.path,
    card: countCard<Project>({ title: 'Portfolio Projects', useList: useAdminProjectsQuery, note: (projects) => `Across ${groupProjects(projects).length} categories` }),
  },
  {
    value: 'collaborations',
    group: 'content',
    path: 'collaborations',
    label: 'Collaborations',
    content: () => <CollaborationsTab />,
    page: COLLABORATIONS_PAGE,
    card: countCard({ title: 'Collaborations', useList: useAdminCollaborationsQuery, note: () => 'Notable industry relationships' }),
  },
  {
    value: 'media',
    group: 'content',
    path: 'media-press',
    label: 'Media & Press',
    content: () => <MediaTab />,
    page: ROUTES.mediaPress.path,
    card: countCard({ title: 'Media & Press', useList: useAdminMediaItemsQuery, note: () => 'Appearances and features' }),
  },
  {
    value: 'investments',
    group: 'content',
    path: 'investments',
    label: 'Investments',
    content: () => <InvestmentsTab />,
    page: ROUTES.investments.path,
    card: countCard({ title: 'Investments', useList: useAdminInvestmentsQuery, note: () => 'Portfolio companies' }),
  },
  {
    value: 'appearances',
    group: 'content',
    path: 'appearances',
    label: 'Appearances',
    content: () => <AppearancesTab />,
    page: ROUTES.speaking.path,
    card: countCard({ title: 'Appearances', useList: useAdminAppearancesQuery, note: () => 'Talks, panels and keynotes' }),
  },
  { value: 'library', group: 'content', path: 'media', label: LIBRARY_MESSAGES.tab, content: () => <MediaLibraryTab /> },
  { value: 'site', group: 'site', path: 'site', label: 'Site', content: () => <SiteTab /> },
  { value: 'layouts', group: 'site', path: 'layouts', label: 'Layouts', content: () => <LayoutsTab />, page: ROUTES.portfolio.path },
  {
    value: 'inbox',
    group: 'people',
    path: 'inbox',
    label: <InboxTabLabel />,
    content: () => <InboxTab />,
    card: countCard<ContactMessage>({ title: 'Messages', useList: useMessagesQuery, note: (messages) => `${unreadCount(messages)} unread` }),
  },
  { value: 'activity', group: 'people', path: 'activity', label: ACTIVITY_MESSAGES.title, content: () => <ActivityTab /> },
  { value: 'account', group: 'people', path: 'account', label: 'Account', content: ({ username, role }) => <AccountTab username={username} role={role} /> },
  { value: 'users', group: 'people', path: 'users', label: USERS_MESSAGES.tab, content: () => <UsersTab />, ownerOnly: true },
  {
    value: 'insights',
    group: 'data',
    path: 'insights',
    label: INSIGHTS_MESSAGES.tab,
    content: () => (
      <Suspense fallback={<Text color="fg.muted">{INSIGHTS_MESSAGES.loading}</Text>}>
        <InsightsTab />
      </Suspense>
    ),
  },
  { value: 'trash', group: 'data', path: 'trash', label: TRASH_MESSAGES.title, content: () => <TrashTab /> },
] as const satisfies readonly AdminTab[]

/** The tabs a person of `role` is shown: an editor sees no owner-only tab. */
export function tabsFor(role: Role): readonly AdminTab[] {
  return (TABS as readonly AdminTab[]).filter((t) => !t.ownerOnly || role === 'owner')
}

/** A tab's value. */
export type TabValue = (typeof TABS)[number]['value']

/** The public page 'View site' opens on a tab (undefined: the home page). */
export const tabPage = (value: string) => (TABS as readonly AdminTab[]).find((t) => t.value === value)?.page

/** The Dashboard's count cards: the tabs' that declare one, in the tabs' order. */
function countCards(): CountCardSpec[] {
  return TABS.flatMap((t) => ('card' in t ? [t.card] : []))
}
