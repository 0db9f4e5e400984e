import { useEffect, useRef, useState } from 'react'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { useCreateDraftMutation, useDiscardDraftMutation, useDraftQuery, useDraftsQuery, usePublishMutation, useSaveDraftMutation, type DraftCreateKind, type DraftKind, type DraftRef } from './api'
import { DRAFT_MESSAGES } from './messages'
import { dateTime } from '../lib/date-time'
import { confirmDelete, failureText } from '../lib/notices'
import { serverFieldErrors, validate, type FieldErrors } from '../lib/validation'
import type { Rules } from '../lib/use-entity-save'

/** Whether the drafts list holds the item's draft (the site document has one draft, whatever its id). */
export function listsDraft(drafts: readonly { kind: string; id: number }[] | undefined, ref: DraftRef | null): boolean {
  if (!ref || !drafts) return false
  return drafts.some((d) => d.kind === ref.kind && (ref.kind === 'site' || d.id === ref.id))
}

/** A datetime-local value (the admin's own time zone) as UTC RFC 3339; undefined when unreadable. */
export function localToIso(local: string): string | undefined {
  const time = new Date(local).getTime()
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : undefined
}

/** A time as a datetime-local value in the admin's time zone (minutes). */
export function isoToLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

interface DraftEditingOptions<F extends object> {
  /** The item being edited (null while closed or creating). */
  ref: DraftRef | null
  open: boolean
  form: { values: F; setErrors: (errors: FieldErrors) => void; reset: (values: F) => void; markSaved: () => void }
  rules: Rules<F>
  /** The body the dialog's Save sends. */
  body: (values: F) => object
  /** The form's values for an item (the draft as the item will be published). */
  init: (item: never) => F
  onClose: () => void
}

/**
 * The draft side of an edit dialog: when the item has a draft the form
 * opens on the draft's values (once per opening); Save draft keeps the form
 * as the draft (the dialog stays open); Publish and Schedule first keep the
 * form as the draft, then publish it now (the dialog closes) or at the time
 * asked; Discard drops the draft and puts the published values back.
 */
export function useDraftEditing<F extends object>({ ref, open, form, rules, body, init, onClose }: DraftEditingOptions<F>) {
  const drafts = useDraftsQuery(undefined, { skip: !open })
  const hasDraft = listsDraft(drafts.data, ref)
  const draft = useDraftQuery(ref ?? { kind: 'project', id: 0 }, { skip: !ref || !open || !hasDraft })
  const [saveDraft, saving] = useSaveDraftMutation()
  const [publish, publishing] = usePublishMutation()
  const [discard, discarding] = useDiscardDraftMutation()
  const [busy, setBusy] = useState(false)
  const loaded = useRef<string | null>(null)
  const key = ref ? `${ref.kind}/${ref.id}` : null
  const { reset } = form

  useEffect(() => {
    if (!open) {
      loaded.current = null
      return
    }
    if (key && hasDraft && draft.data && !draft.isFetching && loaded.current !== key) {
      loaded.current = key
      const values = init(draft.data as never)
      reset(values)
    }
  }, [open, key, hasDraft, draft.data, draft.isFetching, init, reset])

  /** Checks the form and keeps it as the draft; false when it did not work (the notice is shown). */
  const keep = async (): Promise<boolean> => {
    if (!ref) return false
    const errors = validate(form.values, rules)
    form.setErrors(errors)
    if (Object.keys(errors).length) return false
    try {
      await saveDraft({ ref, body: body(form.values) }).unwrap()
      form.markSaved()
      loaded.current = key
      return true
    } catch (error) {
      form.setErrors(serverFieldErrors(error))
      notifyError(failureText(error, DRAFT_MESSAGES.saveFailed))
      return false
    }
  }
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }

  return {
    ref,
    hasDraft: hasDraft && !!ref,
    busy: busy || saving.isLoading || publishing.isLoading || discarding.isLoading,
    saveDraft: () =>
      run(async () => {
        if (await keep()) notifySuccess(DRAFT_MESSAGES.saved)
      }),
    publishNow: () =>
      run(async () => {
        if (!ref || !(await keep())) return
        try {
          await publish({ ref }).unwrap()
          notifySuccess(DRAFT_MESSAGES.published)
          onClose()
        } catch (error) {
          notifyError(failureText(error, DRAFT_MESSAGES.publishFailed))
        }
      }),
    /** `at` is UTC RFC 3339; false when it was not scheduled. */
    schedule: (at: string) =>
      run(async () => {
        if (!ref || !(await keep())) return
        try {
          await publish({ ref, at }).unwrap()
          notifySuccess(DRAFT_MESSAGES.scheduled(dateTime(at)))
          onClose()
        } catch (error) {
          notifyError(failureText(error, DRAFT_MESSAGES.scheduleFailed))
        }
      }),
    /** Drops the draft after the confirmation; `published` gives the form the published values again. */
    discard: (published: () => F) =>
      run(async () => {
        if (!ref || !(await confirmDelete(DRAFT_MESSAGES.confirmDiscard, undefined, DRAFT_MESSAGES.discard))) return
        try {
          await discard(ref).unwrap()
          notifySuccess(DRAFT_MESSAGES.discarded)
          form.reset(published())
        } catch (error) {
          notifyError(failureText(error, DRAFT_MESSAGES.discardFailed))
        }
      }),
  }
}

export type DraftEditing = ReturnType<typeof useDraftEditing>

/** A create dialog's 'Save as draft': the new item is hidden, its asked state its draft; the dialog closes. */
export function useCreateAsDraft<F extends object>({
  kind,
  form,
  rules,
  body,
  onClose,
}: {
  kind: DraftCreateKind | null
  form: { values: F; setErrors: (errors: FieldErrors) => void }
  rules: Rules<F>
  body: (values: F) => object
  onClose: () => void
}) {
  const [create, created] = useCreateDraftMutation()
  return {
    saving: created.isLoading,
    save: async () => {
      if (!kind) return
      const errors = validate(form.values, rules)
      form.setErrors(errors)
      if (Object.keys(errors).length) return
      try {
        await create({ kind, body: body(form.values) }).unwrap()
        notifySuccess(DRAFT_MESSAGES.created)
        onClose()
      } catch (error) {
        form.setErrors(serverFieldErrors(error))
        notifyError(failureText(error, DRAFT_MESSAGES.saveFailed))
      }
    },
  }
}

export type { DraftKind }
