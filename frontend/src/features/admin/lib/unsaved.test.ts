import { renderHook } from '@testing-library/react'
import { DISCARD_QUESTION, sameValues, unsavedForms, useUnsaved } from './unsaved'

afterEach(() => vi.restoreAllMocks())

describe('unsaved forms', () => {
  it('compares form values as data', () => {
    expect(sameValues({ a: '1', tags: ['x'] }, { a: '1', tags: ['x'] })).toBe(true)
    expect(sameValues({ a: '1', tags: ['x'] }, { a: '1', tags: ['y'] })).toBe(false)
    expect(sameValues({ a: '1' }, { a: '1', b: '' })).toBe(false)
    expect(sameValues([], {})).toBe(false)
    expect(sameValues(null, {})).toBe(false)
  })

  it('asks only while a form is dirty; yes drops its edits, no keeps them', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const discard = vi.fn()
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsaved(dirty, discard), { initialProps: { dirty: false } })
    expect(unsavedForms.confirmLeave()).toBe(true)
    expect(confirm).not.toHaveBeenCalled()

    rerender({ dirty: true })
    expect(unsavedForms.confirmLeave()).toBe(false)
    expect(confirm).toHaveBeenCalledWith(DISCARD_QUESTION)
    expect(discard).not.toHaveBeenCalled()

    confirm.mockReturnValue(true)
    expect(unsavedForms.confirmLeave()).toBe(true)
    expect(discard).toHaveBeenCalledTimes(1)
    expect(unsavedForms.any).toBe(false)
    unmount()
  })
})
