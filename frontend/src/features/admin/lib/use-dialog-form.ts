import { useCallback, useState } from 'react'
import { sameValues } from './unsaved'
import type { FieldErrors } from './validation'

interface Session<T, F> {
  open: boolean
  target: T | null
  values: F
  /** The values as last loaded or saved: the form is dirty while its values differ. */
  baseline: F
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
  const [session, setSession] = useState<Session<T, F>>(() => {
    const values = init(target)
    return { open: target !== null, target, values, baseline: values, errors: {} }
  })
  if (target !== null && (!session.open || session.target !== target)) {
    const values = init(target)
    setSession({ open: true, target, values, baseline: values, errors: {} })
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
  /** Loads values that are stored (a draft, a restored version): the form is not dirty after it. */
  const reset = useCallback((values: F) => setSession((s) => ({ ...s, values, baseline: values, errors: {} })), [])
  /** The current values were stored (as a draft): the form is not dirty until the next edit. */
  const markSaved = useCallback(() => setSession((s) => ({ ...s, baseline: s.values })), [])
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
    reset,
    markSaved,
    /** Whether the open form holds edits not saved (closing it asks first). */
    dirty: session.open && !sameValues(session.values, session.baseline),
    bind,
  }
}
