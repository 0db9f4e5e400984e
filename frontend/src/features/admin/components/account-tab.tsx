import { Box } from '@chakra-ui/react'
import { BackupSection } from './backup-section'
import { TabHeader } from './list-parts'
import { PasswordChangeForm } from './password-form'
import { TwoFactorSection } from './two-factor-section'

/** 'Account': the signed-in administrator's own settings (the password and two-factor sign-in) and the backup download. */
export function AccountTab({ username }: { username: string }) {
  return (
    <Box>
      <TabHeader title="Account" action={null} />
      <PasswordChangeForm username={username} />
      <TwoFactorSection username={username} />
      <BackupSection />
    </Box>
  )
}
