import type { DraftCreateKind, DraftKind } from '../drafts/api'
import type { EntityMessages } from '../messages'
import { DRAFT_MESSAGES } from '../drafts/messages'
import { useDialogForm } from './use-dialog-form'
import { useCreateAsDraft, useDraftEditing } from '../drafts/use-draft'
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
  /**
   * Drafts (issue 23): the item's kind and the body Save sends. An edit
   * gets Save draft, and with a draft Publish, Schedule and Discard; a
   * create of a kind in `createKind` gets Save as draft.
   */
  draft?: { kind: DraftKind; body: (values: F) => object; createKind?: DraftCreateKind }
}

/**
 * A create/edit dialog's form: its state, the item it edits (undefined for a
 * new one), the props its FormDialog takes (open, close, saving, submit,
 * the draft button) and its drafts (for the DraftBar).
 */
export function useEntityDialog<T extends { id: number }, F extends object>({ target, onClose, init, rules, messages, send, saving, draft }: EntityDialogOptions<T, F>) {
  const form = useDialogForm(target, init)
  const editing = form.shown !== null && form.shown !== 'new' ? form.shown : undefined
  const open = target !== null
  const save = useEntitySave({ form, rules, messages, editing: !!editing, send: (values: F) => send(values, editing), onDone: onClose })
  const drafts = useDraftEditing<F>({
    ref: draft && editing ? { kind: draft.kind, id: editing.id } : null,
    open,
    form,
    rules,
    body: draft?.body ?? (() => ({})),
    init: init as (item: never) => F,
    onClose,
  })
  const createDraft = useCreateAsDraft<F>({ kind: (!editing && draft?.createKind) || null, form, rules, body: draft?.body ?? (() => ({})), onClose })
  // While the item has a draft the form shows the draft, so sending it keeps the draft (Publish in the draft
  // bar makes it public): a plain save would publish part of it and leave a stale draft behind.
  const draftOpen = drafts.hasDraft
  const draftButton = !draft
    ? undefined
    : editing
      ? { label: DRAFT_MESSAGES.saveDraft, onClick: drafts.saveDraft, replacesSubmit: draftOpen }
      : draft.createKind
        ? { label: DRAFT_MESSAGES.saveAsDraft, onClick: createDraft.save }
        : undefined
  return {
    form,
    editing,
    drafts: {
      ...drafts,
      discard: () => drafts.discard(() => init(editing ?? null)),
      item: drafts.ref,
      // Kinds a draft can create are the ones with Active, so the ones that can be hidden.
      canUnpublish: !!draft?.createKind && (editing as { isActive?: boolean } | undefined)?.isActive !== false,
      onClose,
    },
    dialog: { open, onClose, saving: saving || drafts.busy || createDraft.saving, onSubmit: draftOpen ? drafts.saveDraft : save, draftButton, dirty: form.dirty },
  }
}
