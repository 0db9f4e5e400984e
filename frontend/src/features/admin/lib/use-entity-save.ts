import { serverMessage } from '@/lib/http-error'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import type { EntityMessages } from '../messages'
import { serverFieldErrors, validate, type FieldErrors } from './validation'

type Check = (value: string) => string | undefined

/** Each field's check (a message when the value is wrong). */
export type Rules<F extends object> = Partial<Record<keyof F & string, Check>>

interface SaveOptions<F extends object> {
  form: { values: F; setErrors: (errors: FieldErrors) => void }
  rules: Rules<F>
  messages: Pick<EntityMessages, 'created' | 'updated' | 'createFailed' | 'updateFailed'>
  editing: boolean
  /** Starts the create or update call (an RTK Query mutation result). */
  send: (values: F) => { unwrap: () => Promise<unknown> }
  onDone: () => void
}

/**
 * A dialog form's submit: check the fields (the server's messages), send,
 * then close with a success notice; on failure an error notice (the server's
 * message first), the server's field messages on the fields, and the dialog
 * stays open.
 */
export function useEntitySave<F extends object>({ form, rules, messages, editing, send, onDone }: SaveOptions<F>) {
  return async () => {
    const errors = validate(form.values, rules)
    form.setErrors(errors)
    if (Object.keys(errors).length) return
    try {
      await send(form.values).unwrap()
      notifySuccess(editing ? messages.updated : messages.created)
      onDone()
    } catch (error) {
      form.setErrors(serverFieldErrors(error))
      notifyError(serverMessage(error) ?? (editing ? messages.updateFailed : messages.createFailed))
    }
  }
}
