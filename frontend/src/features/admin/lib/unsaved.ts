import { useEffect, useRef } from 'react'
import { askConfirm } from '@/components/ui/confirm'

/** The question every unsaved form asks before its edits are dropped. */
export const DISCARD_QUESTION = 'Discard unsaved changes? Your edits in this form will be lost.'
/** Its two answers. */
export const DISCARD_ANSWERS = { discard: 'Discard changes', keep: 'Keep editing' } as const

/** The in-page confirmation before edits that are not saved are dropped. */
export function confirmDiscard(): Promise<boolean> {
  return askConfirm({ title: DISCARD_QUESTION, confirmLabel: DISCARD_ANSWERS.discard, cancelLabel: DISCARD_ANSWERS.keep, destructive: true })
}

type Discard = () => void

/**
 * The forms with edits not saved (an edit dialog, the Site tab's groups),
 * each with how to drop its edits. Switching tab (a click, Back or Forward)
 * asks once for all of them; leaving the page asks through beforeunload.
 */
class UnsavedForms {
  private readonly forms = new Map<symbol, { current: Discard }>()

  add(key: symbol, discard: { current: Discard }) {
    this.forms.set(key, discard)
  }

  delete(key: symbol) {
    this.forms.delete(key)
  }

  get any(): boolean {
    return this.forms.size > 0
  }

  /** Drops every form's edits (after the owner said so). */
  discardAll() {
    for (const discard of [...this.forms.values()]) discard.current()
    this.forms.clear()
  }

  /** Nothing unsaved, or the owner agreed to drop it (then it is dropped): whether to go on. */
  async confirmLeave(): Promise<boolean> {
    if (!this.any) return true
    if (!(await confirmDiscard())) return false
    this.discardAll()
    return true
  }
}

export const unsavedForms = new UnsavedForms()

/**
 * Registers a form while `dirty`: leaving the tab asks first (and on yes
 * calls `discard`), leaving the page asks through the browser's own
 * beforeunload prompt.
 */
export function useUnsaved(dirty: boolean, discard: Discard) {
  const latest = useRef(discard)
  useEffect(() => {
    latest.current = discard
  })
  useEffect(() => {
    if (!dirty) return
    const key = Symbol('unsaved form')
    unsavedForms.add(key, latest)
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      // Older browsers ask only when returnValue is set.
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => {
      unsavedForms.delete(key)
      window.removeEventListener('beforeunload', warn)
    }
  }, [dirty])
}

/** Whether two form states hold the same values (plain data: strings, numbers, booleans, lists, objects). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValues((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
