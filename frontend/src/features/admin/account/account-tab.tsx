import { Box } from '@chakra-ui/react'
import { RestoreSection } from '../library/restore-section'
import { BackupSection } from './backup-section'
import { BackupStatusSection } from '../backups/backup-status'
import { TabHeader } from '../components/list-parts'
import { PasskeysSection } from './passkeys-section'
import { PasswordChangeForm } from './password-form'
import { SignInProtectionSection } from './sign-in-protection-section'
import { TwoFactorSection } from './two-factor-section'

/** 'Account': the signed-in administrator's own settings (the password, two-factor sign-in, passkeys and the sign-in protection) the scheduled backups, the backup download and the restore from one. */
export function AccountTab({ username }: { username: string }) {
  return (
    <Box>
      <TabHeader title="Account" action={null} />
      <PasswordChangeForm username={username} />
      <TwoFactorSection username={username} />
      <PasskeysSection username={username} />
      <SignInProtectionSection />
      <Box mt="6">
        <BackupStatusSection id="account-scheduled-backups" />
      </Box>
      <BackupSection />
      <RestoreSection />
    </Box>
  )
}
