import { useCallback, useState } from 'react'
import type { FieldErrors } from './validation'

interface Session<T, F> {
  open: boolean
  target: T | null
  values: F
  errors: FieldErrors
}

/**
 * A dialog form's state. `target` is what the dialog was opened for (an
 * item to edit, or 'new'); null closes it. Each opening starts from
 * `init(target)`; while closed the last values stay so the closing
 * animation does not flicker. The state lives in the dialog component, not
 * in its content, so it survives the dialog hiding while the session is
 * renewed.
 */
export function useDialogForm<T, F extends object>(target: T | null, init: (target: T | null) => F) {
  const [session, setSession] = useState<Session<T, F>>(() => ({ open: target !== null, target, values: init(target), errors: {} }))
  if (target !== null && (!session.open || session.target !== target)) {
    setSession({ open: true, target, values: init(target), errors: {} })
  } else if (target === null && session.open) {
    setSession((s) => ({ ...s, open: false }))
  }

  const setField = useCallback(<K extends keyof F>(field: K, value: F[K]) => {
    setSession((s) => {
      const { [field as string]: _cleared, ...errors } = s.errors
      return { ...s, values: { ...s.values, [field]: value }, errors }
    })
  }, [])
  /** Replaces values; a field whose value changed loses its error, as with setField (a category chosen clears 'Required'). */
  const setValues = useCallback(
    (update: (values: F) => F) =>
      setSession((s) => {
        const values = update(s.values)
        const errors = Object.fromEntries(Object.entries(s.errors).filter(([field]) => values[field as keyof F] === s.values[field as keyof F]))
        return { ...s, values, errors }
      }),
    [],
  )
  const setErrors = useCallback((errors: FieldErrors) => setSession((s) => ({ ...s, errors })), [])
  /** A field's value, change handler and error, to spread into a field component. */
  const bind = <K extends keyof F & string>(field: K) => ({ value: session.values[field], onChange: (value: F[K]) => setField(field, value), error: session.errors[field] })

  return {
    /** What the dialog shows: the current target, or the last one while it closes. */
    shown: session.target,
    values: session.values,
    errors: session.errors,
    setField,
    setValues,
    setErrors,
    bind,
  }
}
