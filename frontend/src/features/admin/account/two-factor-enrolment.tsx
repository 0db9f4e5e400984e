import { Box, Button, Code, HStack, Image, List, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { LuCopy, LuDownload } from 'react-icons/lu'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { useEnableTwoFactorMutation, type TwoFactorSetup } from './api'
import { VALIDATION } from '@/lib/messages.gen'
import { SAVING } from '../messages'
import { TWO_FACTOR_MESSAGES } from './messages'
import { copyText, downloadText } from '../lib/clipboard'
import { withNotice } from '../lib/notices'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { TextField } from '../components/fields'

/** The enrolment's second half: scan the QR code (or type the secret), confirm with a code. */
export function TwoFactorEnrolment({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [enable, { isLoading }] = useEnableTwoFactorMutation()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (isLoading) return
    if (!code.trim()) {
      setErrors({ code: VALIDATION.required })
      return
    }
    let codes: string[] = []
    const result = await withNotice(
      async () => {
        codes = (await enable({ code: code.trim() }).unwrap()).recoveryCodes
      },
      TWO_FACTOR_MESSAGES.enabled,
      TWO_FACTOR_MESSAGES.enableFailed,
    )
    if (result.ok) onEnabled(codes)
    else setErrors(serverFieldErrors(result.error))
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Confirm two-factor sign-in">
      <Stack gap="4">
        <Text textStyle="sm">Scan the QR code with your authenticator app, or type the secret into it, then enter the 6-digit code it shows.</Text>
        <Box bg="white" p="2" borderRadius="md" alignSelf="flex-start">
          <Image src={setup.qrPng} alt="QR code for your authenticator app" width="200px" height="200px" />
        </Box>
        <Text textStyle="sm">
          Secret: <Code data-testid="totp-secret">{setup.secret}</Code>
        </Text>
        <TextField label="Authentication code" required autoComplete="one-time-code" inputMode="numeric" value={code} onChange={setCode} error={errors.code} />
        <HStack>
          <Button type="submit" colorPalette="brand" disabled={isLoading}>
            {isLoading ? SAVING : 'Turn on'}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}

/** The file Download codes saves. */
export const RECOVERY_FILE = 'portfolio-admin-recovery-codes.txt'

/** The downloaded file: what the codes are for, when they were made, one code per line. */
export function recoveryFile(codes: readonly string[], made = new Date()): string {
  return [
    `Recovery codes for the portfolio admin (${window.location.host}), made ${made.toISOString().slice(0, 10)}.`,
    'Each code signs you in once in place of the authenticator app. Keep this file somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n')
}

/** The ten recovery codes, shown this once, with Copy codes and Download codes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="4" role="region" aria-label="Recovery codes">
      <Text textStyle="sm" fontWeight="semibold">
        Store these recovery codes somewhere safe. Each one signs you in once without the app; they will not be shown again.
      </Text>
      <List.Root as="ol" ps="6" fontFamily="mono">
        {codes.map((c) => (
          <List.Item key={c}>{c}</List.Item>
        ))}
      </List.Root>
      <HStack gap="2" flexWrap="wrap">
        <Button
          variant="outline"
          onClick={async () => (await copyText(codes.join('\n'))) ? notifySuccess(TWO_FACTOR_MESSAGES.codesCopied) : notifyError(TWO_FACTOR_MESSAGES.codesCopyFailed)}
        >
          <LuCopy aria-hidden /> Copy codes
        </Button>
        <Button variant="outline" onClick={() => downloadText(RECOVERY_FILE, recoveryFile(codes))}>
          <LuDownload aria-hidden /> Download codes
        </Button>
      </HStack>
      <Button alignSelf="flex-start" onClick={onDone}>
        I have stored them
      </Button>
    </Stack>
  )
}
