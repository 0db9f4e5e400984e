import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useSignInProtectionQuery } from './api'
import { dateTime } from '../lib/date-time'
import { SIGN_IN_PROTECTION_MESSAGES as M } from './messages'
import { EmptyText } from '../components/list-parts'

/**
 * 'Sign-in protection' (issue 37): whether the name is locked for browsers
 * that never signed in and until when, how many attempts were refused in the
 * last 24 hours and from how many addresses, and whether this browser is
 * trusted (its device cookie), so not affected. Read afresh whenever the
 * Account tab opens; the server decides everything shown.
 */
export function SignInProtectionSection() {
  const { data, isLoading, isError } = useSignInProtectionQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <Box as="section" aria-labelledby="sign-in-protection-title" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="lg" mt="6">
      <Heading as="h3" size="lg" id="sign-in-protection-title" mb="1">
        {M.title}
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="4">
        {M.intro}
      </Text>
      {isLoading ? (
        <EmptyText>{M.loading}</EmptyText>
      ) : isError || !data ? (
        <EmptyText>{M.loadFailed}</EmptyText>
      ) : (
        <Stack gap="4">
          <Fact badge={data.lockedUntil ? M.lockedBadge : M.openBadge} palette={data.lockedUntil ? 'red' : 'green'} testId="sign-in-lock">
            {data.lockedUntil ? M.lockedUntil(dateTime(data.lockedUntil)) : M.open}
          </Fact>
          <Text textStyle="sm" data-testid="sign-in-refused">
            {data.refusedAttempts ? M.refused(data.refusedAttempts, data.refusedAddresses) : M.noneRefused}
          </Text>
          <Fact badge={data.trustedBrowser ? M.trustedBadge : M.untrustedBadge} palette={data.trustedBrowser ? 'green' : 'orange'} testId="sign-in-browser">
            {data.trustedBrowser ? M.trusted : M.untrusted}
          </Fact>
        </Stack>
      )}
    </Box>
  )
}

/** A badge and the sentence that explains it, wrapping on a narrow screen. */
function Fact({ badge, palette, testId, children }: { badge: string; palette: string; testId: string; children: string }) {
  return (
    <Stack gap="1" data-testid={testId}>
      <Badge variant="surface" colorPalette={palette} alignSelf="flex-start" whiteSpace="normal">
        {badge}
      </Badge>
      <Text textStyle="sm" color="fg.muted">
        {children}
      </Text>
    </Stack>
  )
}
