import { Code, Field, Switch } from '@chakra-ui/react'
import { PASSKEY_MESSAGES } from './messages'

interface PasskeysOnlySwitchProps {
  checked: boolean
  /** No passkey yet: the switch is off and cannot be turned on (the hint says why). */
  noPasskey: boolean
  busy: boolean
  onChange: (on: boolean) => void
}

/**
 * 'Passkeys only': password sign-in refused, with what still works and how
 * to turn it off on the server; disabled with a hint while there is no
 * passkey to sign in with (unless it is on already, so it can be turned off).
 */
export function PasskeysOnlySwitch({ checked, noPasskey, busy, onChange }: PasskeysOnlySwitchProps) {
  const blocked = noPasskey && !checked
  const help = PASSKEY_MESSAGES.onlyHelp
  return (
    <Field.Root disabled={blocked || busy}>
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} disabled={blocked || busy} colorPalette="brand">
        <Switch.HiddenInput aria-describedby="passkeys-only-help" />
        <Switch.Control />
        <Switch.Label>{PASSKEY_MESSAGES.only}</Switch.Label>
      </Switch.Root>
      <Field.HelperText id="passkeys-only-help">
        {blocked ? (
          PASSKEY_MESSAGES.onlyNeedsPasskey
        ) : (
          <>
            {help.before}
            <Code wordBreak="break-all">{help.command}</Code>
            {help.after}
          </>
        )}
      </Field.HelperText>
    </Field.Root>
  )
}
