import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { usePageHead } from '@/seo/route-head'
import { useAuthStatusQuery, useLogoutMutation } from './auth/api'
import { AdminDashboard } from './admin-dashboard'
import { LoginForm } from './auth/login-form'
import { SessionSuspendedContext } from './components/session'
import { adminTabPath } from './lib/admin-routes'
import { AdminFrame } from './shell/admin-main'
import { AcceptInvitationForm, invitationToken } from './users/accept-invitation-form'

/**
 * /admin, loaded lazily so public pages never download it, in a shell of
 * its own (no public header, breadcrumb or footer): a spinner while
 * the auth status loads, the sign-in screen without a session, the content
 * area with one. When a session expires (a 401 refetches the status) the
 * content area stays mounted but hidden, so an open form keeps what it
 * holds; Logout unmounts it, so the next sign-in starts afresh.
 */
export default function AdminPage() {
  usePageHead('Admin')
  const { data, isLoading } = useAuthStatusQuery()
  const [logout, { isLoading: loggingOut }] = useLogoutMutation()
  const [lastUser, setLastUser] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const navigate = useNavigate()
  // An invitation's link (issue 43) opens the page that makes the account.
  const invitation = invitationToken(useLocation().pathname)
  const signedIn = !!data?.isAuthenticated
  const username = data?.user?.username ?? ''

  // Derived during render: the content area belongs to the signed-in user until Logout.
  if (signedIn && !leaving && lastUser !== username) setLastUser(username)
  if (!signedIn && leaving) setLeaving(false)

  if (isLoading) {
    return (
      <AdminFrame>
        <Center py="24">
          <Stack align="center" gap="3">
            <Spinner size="lg" />
            <Text color="fg.muted">Loading...</Text>
          </Stack>
        </Center>
      </AdminFrame>
    )
  }

  const onLogout = async () => {
    setLeaving(true)
    setLastUser(null)
    try {
      await logout().unwrap()
      // The next sign-in starts afresh, on the Dashboard, not on the tab left.
      void navigate(adminTabPath(''), { replace: true })
    } catch {
      setLeaving(false) // the session is still there: show the content area again
    }
  }

  return (
    <>
      {!signedIn && <AdminFrame>{invitation ? <AcceptInvitationForm token={invitation} /> : <LoginForm />}</AdminFrame>}
      {lastUser !== null && (
        <SessionSuspendedContext.Provider value={!signedIn}>
          <Box hidden={!signedIn}>
            <AdminDashboard username={signedIn ? username : lastUser} onLogout={onLogout} loggingOut={loggingOut} />
          </Box>
        </SessionSuspendedContext.Provider>
      )}
    </>
  )
}
