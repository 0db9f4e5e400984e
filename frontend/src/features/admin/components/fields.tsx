import { Field, HStack, Input, NativeSelect, Span, Switch, Textarea, type InputProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { completeUrl, lacksScheme, START_WITH_HTTPS } from '../lib/validation'

interface BaseFieldProps {
  label: string
  required?: boolean
  disabled?: boolean
  error?: string
  helper?: ReactNode
}

/**
 * A field's label, with the required mark beside it rather than inside it:
 * the label's text (and the input's accessible name) stays exactly the label.
 */
export function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <HStack gap="1" align="baseline">
      <Field.Label>{label}</Field.Label>
      {required && (
        <Span aria-hidden="true" color="fg.error" lineHeight="1">
          *
        </Span>
      )}
    </HStack>
  )
}

/** `hint`: what to do about the error, on its own line under it. */
function FieldFrame({ label, required, disabled, error, hint, helper, children }: BaseFieldProps & { hint?: string; children: ReactNode }) {
  return (
    <Field.Root required={required} disabled={disabled} invalid={!!error}>
      <FieldLabel label={label} required={required} />
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {error && hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  )
}

type TextFieldProps = BaseFieldProps & {
  value: string
  onChange: (value: string) => void
} & Omit<InputProps, 'value' | 'onChange' | 'required' | 'disabled'>

/**
 * A text field. A `type="url"` one completes "example.com" to "https://example.com" when it loses focus,
 * and under a refused address typed without a scheme says to start with https://.
 */
export function TextField({ label, required, disabled, error, helper, value, onChange, ...input }: TextFieldProps) {
  const url = input.type === 'url'
  const onBlur = url
    ? () => {
        const completed = completeUrl(value)
        if (completed !== value.trim()) onChange(completed)
      }
    : undefined
  return (
    <FieldFrame label={label} required={required} disabled={disabled} error={error} hint={url && lacksScheme(value) ? START_WITH_HTTPS : undefined} helper={helper}>
      <Input value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} {...input} />
    </FieldFrame>
  )
}

export function TextAreaField({ label, required, error, helper, value, onChange, rows = 4 }: BaseFieldProps & { value: string; onChange: (v: string) => void; rows?: number }) {
  return (
    <FieldFrame label={label} required={required} error={error} helper={helper}>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={rows} resize="vertical" />
    </FieldFrame>
  )
}

/** A priority: a number field whose text a save parses (non-numeric becomes the form's default). */
export function PriorityField({ value, onChange, min, error, helper, label = 'Priority' }: Omit<BaseFieldProps, 'label'> & { label?: string; value: string; onChange: (v: string) => void; min?: number }) {
  return (
    <FieldFrame label={label} error={error} helper={helper}>
      <Input type="number" inputMode="numeric" step={1} min={min} value={value} onChange={(e) => onChange(e.target.value)} />
    </FieldFrame>
  )
}

export interface SelectOption {
  value: string
  label: string
}

/** A native select: quick with the keyboard, and right on touch screens. */
export function SelectField({ label, required, disabled, error, helper, value, onChange, options, placeholder }: BaseFieldProps & { value: string; onChange: (v: string) => void; options: readonly SelectOption[]; placeholder: string }) {
  const withCurrent = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options
  return (
    <FieldFrame label={label} required={required} disabled={disabled} error={error} helper={helper}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{placeholder}</option>
          {withCurrent.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  )
}

export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  )
}
