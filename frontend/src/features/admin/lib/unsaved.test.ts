import { renderHook } from '@testing-library/react'
import { DISCARD_QUESTION, sameValues, unsavedForms, useUnsaved } from './unsaved'

/** The in-page confirmation, answered here: what it asked and the next answer. */
const confirm = vi.hoisted(() => ({ asked: [] as string[], answer: false }))
vi.mock('@/components/ui/confirm', () => ({
  askConfirm: async ({ title }: { title: string }) => {
    confirm.asked.push(title)
    return confirm.answer
  },
}))

afterEach(() => vi.restoreAllMocks())

describe('unsaved forms', () => {
  it('compares form values as data', () => {
    expect(sameValues({ a: '1', tags: ['x'] }, { a: '1', tags: ['x'] })).toBe(true)
    expect(sameValues({ a: '1', tags: ['x'] }, { a: '1', tags: ['y'] })).toBe(false)
    expect(sameValues({ a: '1' }, { a: '1', b: '' })).toBe(false)
    expect(sameValues([], {})).toBe(false)
    expect(sameValues(null, {})).toBe(false)
  })

  it('asks only while a form is dirty; yes drops its edits, no keeps them', async () => {
    const discard = vi.fn()
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsaved(dirty, discard), { initialProps: { dirty: false } })
    expect(await unsavedForms.confirmLeave()).toBe(true)
    expect(confirm.asked).toEqual([])

    rerender({ dirty: true })
    expect(await unsavedForms.confirmLeave()).toBe(false)
    expect(confirm.asked).toEqual([DISCARD_QUESTION])
    expect(discard).not.toHaveBeenCalled()

    confirm.answer = true
    expect(await unsavedForms.confirmLeave()).toBe(true)
    expect(discard).toHaveBeenCalledTimes(1)
    expect(unsavedForms.any).toBe(false)
    unmount()
  })
})
