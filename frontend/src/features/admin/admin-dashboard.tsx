import { Button, Container, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useRef } from 'react'
import { LuLogOut } from 'react-icons/lu'
import { useBlocker, useLocation, useNavigate } from 'react-router-dom'
import { useScheduleWatch } from './drafts/use-schedule-watch'
import { ViewSiteLink, ViewSiteProvider } from './components/view-site'
import { adminTabPath, tabSlugOf } from './lib/admin-routes'
import { unsavedForms } from './lib/unsaved'
import { AdminBar } from './shell/admin-bar'
import { AdminMain, SkipLink } from './shell/admin-main'
import { AdminNav } from './shell/admin-nav'
import { NAV_LIST_ID } from './shell/shell-layout'
import { useRole, type Role } from './auth/role'
import { TABS, tabPage, tabsFor, type TabValue } from './tabs'

/** The tab an address names for a person of `role`; undefined for an address under /admin that names none they may see. */
const tabOfPath = (pathname: string, role: Role) => tabsFor(role).find((t) => t.path === tabSlugOf(pathname))

/**
 * The tab in the address, and a way to go to another: switching tab is a
 * navigation (so reload, Back and Forward keep it), and any navigation that
 * leaves a tab with a form not saved asks first.
 */
function useTabRoute(role: Role) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const current = tabOfPath(pathname, role)
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsavedForms.any && currentLocation.pathname !== nextLocation.pathname)
  const latest = useRef(blocker)
  useEffect(() => {
    latest.current = blocker
  })

  // A blocked navigation asks once (in the page); the answer lets it go on or stay. Keyed by the
  // blocked location too: a second tab click soon after a "no" may be blocked before React has
  // rendered the reset, so the state alone would read 'blocked' twice and never ask again.
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    let live = true
    void unsavedForms.confirmLeave().then((ok) => {
      if (!live) return
      if (ok) latest.current.proceed?.()
      else latest.current.reset?.()
    })
    return () => {
      live = false
    }
  }, [blocker.state, blocker.location])

  // An address under /admin that names no tab shows the Dashboard under its own address.
  useEffect(() => {
    if (!current) void navigate(adminTabPath(''), { replace: true })
  }, [current, navigate])

  const go = useCallback(
    (value: string) => {
      const target = TABS.find((t) => t.value === value)
      if (target) void navigate(adminTabPath(target.path))
    },
    [navigate],
  )
  return [current?.value ?? 'dashboard', go] as const
}

/**
 * The heading, the welcome line, View site and Logout: what the spec asks
 * of the signed-in area, above every tab, kept to a few lines on a phone.
 */
function AdminHeader({ username, onLogout, loggingOut }: { username: string; onLogout: () => void; loggingOut: boolean }) {
  return (
    <HStack justify="space-between" align="flex-start" gap={{ base: '2', md: '4' }} mb={{ base: '4', md: '6' }} flexWrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '3xl' }}>
          Content Management System
        </Heading>
        <Text color="fg.muted" textStyle={{ base: 'sm', md: 'md' }}>
          Manage your portfolio, collaborations, media appearances, and investments
        </Text>
      </Stack>
      <HStack gap={{ base: '2', md: '3' }} flexWrap="wrap">
        <ViewSiteLink />
        <Text fontWeight="medium">Welcome, {username}</Text>
        <Button variant="outline" onClick={onLogout} disabled={loggingOut}>
          <LuLogOut aria-hidden /> Logout
        </Button>
      </HStack>
    </HStack>
  )
}

/**
 * The signed-in admin, a shell of its own: the bar (the way back to the
 * site, the navigation, the theme), the grouped navigation (a column from
 * lg up, a panel on demand below), and the tab's content under the heading.
 */
export function AdminDashboard({ username, onLogout, loggingOut }: { username: string; onLogout: () => void; loggingOut: boolean }) {
  const role = useRole()
  const [tab, setTab] = useTabRoute(role)
  useScheduleWatch()
  return (
    <ViewSiteProvider page={tabPage(tab)}>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value as TabValue)}
        lazyMount
        variant="subtle"
        colorPalette="brand"
        orientation="vertical"
        ids={{ list: NAV_LIST_ID }}
        display="block"
      >
        <SkipLink />
        <AdminBar nav={<AdminNav value={tab} />} />
        <AdminMain besideNav>
          <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
            <AdminHeader username={username} onLogout={onLogout} loggingOut={loggingOut} />
            {tabsFor(role).map((t) => (
              <Tabs.Content key={t.value} value={t.value} p="0">
                {t.content({ username, role, setTab })}
              </Tabs.Content>
            ))}
          </Container>
        </AdminMain>
      </Tabs.Root>
    </ViewSiteProvider>
  )
}
