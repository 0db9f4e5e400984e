import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { noticeSpaceRef, notify, notifyError, notifySuccess, SWIPE_THRESHOLD, TOAST_DURATION } from './toaster'

const root = () => document.querySelector<HTMLElement>('[data-scope="toast"][data-part="root"]')!
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' })
const shown = () => !root().hidden && root().dataset.state === 'open'

function pointer(el: Element, type: string, clientX: number) {
  el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, button: 0, pointerId: 1 }))
}

describe('the admin notice', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }))
  afterEach(() => vi.useRealTimers())

  it('shows one at a time in the notifications region, filled in the tap (no render), and empties when it leaves', () => {
    renderWithProviders(<p>page</p>)
    expect(region()).toHaveAttribute('tabindex', '-1')
    expect(root()).not.toBeVisible()
    notifySuccess('Project moved down')
    expect(shown()).toBe(true)
    expect(root()).toHaveAttribute('role', 'status')
    expect(root()).toHaveAttribute('data-type', 'success')
    expect(root()).toHaveTextContent('SuccessProject moved down')
    notifyError('Could not save')
    expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(1)
    expect(root()).toHaveAttribute('data-type', 'error')
    expect(screen.getByText('Could not save')).toBeInTheDocument()
    expect(screen.queryByText('Project moved down')).toBeNull()
    act(() => vi.advanceTimersByTime(TOAST_DURATION))
    expect(shown()).toBe(false)
    // No words of a gone notice are left for a search of the page to find.
    expect(screen.queryByText('Could not save')).toBeNull()
    notify({ title: 'Saved' })
    expect(root()).toHaveTextContent('Saved')
    expect(document.querySelector('[data-scope="toast"][data-part="description"]')).not.toBeVisible()
  })

  it('shows a notice asked for before the region mounted', () => {
    notifySuccess('Early')
    renderWithProviders(<p>page</p>)
    expect(shown()).toBe(true)
    expect(root()).toHaveTextContent('Early')
  })

  it('leaves after 5000 ms, paused while hovered, focused or the page is hidden', () => {
    renderWithProviders(<p>page</p>)
    notifySuccess('Hello')
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 1))
    expect(shown()).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toBe(false)

    notifySuccess('Again')
    act(() => vi.advanceTimersByTime(3000))
    root().dispatchEvent(new PointerEvent('pointerenter'))
    act(() => vi.advanceTimersByTime(10_000))
    expect(shown()).toBe(true)
    root().dispatchEvent(new PointerEvent('pointerleave'))
    act(() => vi.advanceTimersByTime(1999))
    expect(shown()).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toBe(false)

    notifySuccess('Hidden page')
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    act(() => vi.advanceTimersByTime(TOAST_DURATION * 3))
    expect(shown()).toBe(true)
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    act(() => vi.advanceTimersByTime(TOAST_DURATION))
    expect(shown()).toBe(false)
    visibility.mockRestore()
  })

  it('closes from its close button, a swipe right of 50 px (not less), and F8 focuses it', () => {
    renderWithProviders(<button type="button">elsewhere</button>)
    notifySuccess('Close me')
    screen.getByRole('button', { name: 'Dismiss notification' }).click()
    expect(shown()).toBe(false)

    notifySuccess('Swipe me')
    pointer(root(), 'pointerdown', 100)
    pointer(root(), 'pointermove', 100 + SWIPE_THRESHOLD - 10)
    expect(root().style.translate).toBe(`${SWIPE_THRESHOLD - 10}px 0`)
    pointer(root(), 'pointerup', 100 + SWIPE_THRESHOLD - 10)
    expect(shown()).toBe(true)
    expect(root().style.translate).toBe('')
    pointer(root(), 'pointerdown', 100)
    pointer(root(), 'pointerup', 100 + SWIPE_THRESHOLD + 1)
    expect(shown()).toBe(false)

    notifySuccess('Look')
    screen.getByRole('button', { name: 'elsewhere' }).dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }))
    expect(document.activeElement).toBe(root())
    act(() => vi.advanceTimersByTime(TOAST_DURATION * 2))
    expect(shown()).toBe(true)
    // Dismissed with focus on it, focus goes to the region, not to the page's start.
    screen.getByRole('button', { name: 'Dismiss notification' }).click()
    expect(document.activeElement).toBe(region())
  })

  it('keeps room for an open notice on the elements that ask (and none once it closes)', () => {
    const Spacer = () => <div data-testid="spacer" ref={noticeSpaceRef} />
    const observed: ResizeObserverCallback[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: ResizeObserverCallback) {
          observed.push(cb)
        }
        observe() {}
        disconnect() {}
      },
    )
    try {
      renderWithProviders(<Spacer />)
      const spacer = screen.getByTestId('spacer')
      notifySuccess('Room')
      vi.spyOn(root(), 'offsetHeight', 'get').mockReturnValue(60)
      for (const cb of observed) cb([], {} as ResizeObserver)
      expect(spacer.style.getPropertyValue('--notice-space')).toBe('92px')
      screen.getByRole('button', { name: 'Dismiss notification' }).click()
      expect(spacer.style.getPropertyValue('--notice-space')).toBe('0px')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
