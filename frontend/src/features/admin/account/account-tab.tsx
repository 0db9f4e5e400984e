import { Box } from '@chakra-ui/react'
import type { Role } from '../auth/role'
import { RestoreSection } from '../library/restore-section'
import { BackupSection } from './backup-section'
import { BackupStatusSection } from '../backups/backup-status'
import { TabHeader } from '../components/list-parts'
import { PasskeysSection } from './passkeys-section'
import { PasswordChangeForm } from './password-form'
import { SignInProtectionSection } from './sign-in-protection-section'
import { TwoFactorSection } from './two-factor-section'

/**
 * 'Account': the signed-in person's own settings (the password, two-factor
 * sign-in, passkeys and the sign-in protection), and for the owner the
 * scheduled backups, the backup download and the restore from one (an
 * editor may use none of them).
 */
export function AccountTab({ username, role }: { username: string; role: Role }) {
  return (
    <Box>
      <TabHeader title="Account" action={null} />
      <PasswordChangeForm username={username} />
      <TwoFactorSection username={username} />
      <PasskeysSection username={username} />
      <SignInProtectionSection />
      {role === 'owner' && (
        <>
          <Box mt="6">
            <BackupStatusSection id="account-scheduled-backups" />
          </Box>
          <BackupSection />
          <RestoreSection />
        </>
      )}
    </Box>
  )
}
