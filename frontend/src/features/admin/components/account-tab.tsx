import { Box } from '@chakra-ui/react'
import { TabHeader } from './list-parts'
import { PasswordChangeForm } from './password-form'

/** 'Account': the signed-in administrator's own settings (today the password). */
export function AccountTab({ username }: { username: string }) {
  return (
    <Box>
      <TabHeader title="Account" action={null} />
      <PasswordChangeForm username={username} />
    </Box>
  )
}
