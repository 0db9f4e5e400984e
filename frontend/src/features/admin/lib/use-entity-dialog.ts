import type { EntityMessages } from '../messages'
import { useDialogForm } from './use-dialog-form'
import { useEntitySave, type Rules } from './use-entity-save'

interface EntityDialogOptions<T extends { id: number }, F extends object> {
  /** The item to edit, 'new', or null (closed). */
  target: T | 'new' | null
  onClose: () => void
  init: (target: T | 'new' | null) => F
  rules: Rules<F>
  messages: Pick<EntityMessages, 'created' | 'updated' | 'createFailed' | 'updateFailed'>
  /** Starts the update of `item`, or the create when it is undefined (an RTK Query mutation result). */
  send: (values: F, item: T | undefined) => { unwrap: () => Promise<unknown> }
  saving: boolean
}

/**
 * A create/edit dialog's form: its state, the item it edits (undefined for a
 * new one) and the props its FormDialog takes (open, close, saving, submit).
 */
export function useEntityDialog<T extends { id: number }, F extends object>({ target, onClose, init, rules, messages, send, saving }: EntityDialogOptions<T, F>) {
  const form = useDialogForm(target, init)
  const editing = form.shown !== null && form.shown !== 'new' ? form.shown : undefined
  const save = useEntitySave({ form, rules, messages, editing: !!editing, send: (values: F) => send(values, editing), onDone: onClose })
  return { form, editing, dialog: { open: target !== null, onClose, saving, onSubmit: save } }
}
