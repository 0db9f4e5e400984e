import { chakra, Field, HStack, Input } from '@chakra-ui/react'
import { HEX_COLOUR } from '@/lib/patterns.gen'
import type { BoundPath } from './use-site-form'
import { FieldLabel } from '../components/fields'

/**
 * A #rrggbb colour: typed, or chosen with the browser's colour picker beside
 * it. The picker is a plain input (not the field's), so it keeps its own id
 * and name while the label names the text input.
 */
export function ColorField({ label, value, onChange, error }: BoundPath & { label: string }) {
  return (
    <Field.Root invalid={!!error} required>
      <FieldLabel label={label} required />
      <HStack w="full" gap="2">
        <Input value={value} onChange={(e) => onChange(e.target.value)} placeholder="#1a2b3c" fontFamily="mono" maxLength={7} />
        <chakra.input
          type="color"
          aria-label={`${label} picker`}
          value={HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          w="12"
          h="10"
          p="1"
          flexShrink={0}
          borderWidth="1px"
          borderColor="border.control"
          borderRadius="l2"
          bg="transparent"
          cursor="pointer"
        />
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}
