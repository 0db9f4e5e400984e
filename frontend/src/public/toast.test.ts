import { button, key, page } from './test-fixture'
import { init, notify, SWIPE_THRESHOLD, TOAST_DURATION } from './toast'

const notices = () => [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')]
const region = () => document.querySelector('[role="region"][aria-label^="Notifications"]')

function pointer(el: Element, type: string, clientX: number) {
  el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, button: 0, pointerId: 1 }))
}

describe('notices', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }))
  afterEach(() => vi.useRealTimers())

  it('shows one at a time in the notifications region, the new one replacing the old', () => {
    page('<main></main>', init)
    expect(region()).toBeNull()
    notify({ title: 'Saved', description: 'All good.' })
    expect(region()).toHaveAttribute('aria-label', 'Notifications (F8)')
    expect(region()).toHaveAttribute('tabindex', '-1')
    const [first] = notices()
    expect(first).toHaveAttribute('role', 'status')
    expect(first).toHaveTextContent('Saved')
    expect(first).toHaveTextContent('All good.')
    notify({ title: 'Error', description: 'Broken.', type: 'error' })
    expect(notices()).toHaveLength(1)
    expect(notices()[0]).toHaveAttribute('role', 'alert')
    expect(notices()[0]).toHaveTextContent('Broken.')
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(1)
  })

  it('leaves after 5000 ms, paused while hovered or focused', () => {
    page('', init)
    notify({ title: 'Hello' })
    vi.advanceTimersByTime(TOAST_DURATION - 1)
    expect(notices()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(notices()).toHaveLength(0)

    const root = notify({ title: 'Again' })
    vi.advanceTimersByTime(3000)
    root.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(10000)
    expect(notices()).toHaveLength(1)
    root.dispatchEvent(new PointerEvent('pointerleave'))
    vi.advanceTimersByTime(1999)
    expect(notices()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(notices()).toHaveLength(0)
  })

  it('closes from its close button', () => {
    page('', init)
    const root = notify({ title: 'Hi' })
    button('Close', root).click()
    expect(notices()).toHaveLength(0)
  })

  it('is dismissed by a swipe right of 50 px, not less', () => {
    page('', init)
    const root = notify({ title: 'Swipe me' })
    pointer(root, 'pointerdown', 100)
    pointer(root, 'pointermove', 100 + SWIPE_THRESHOLD - 10)
    pointer(root, 'pointerup', 100 + SWIPE_THRESHOLD - 10)
    expect(notices()).toHaveLength(1)
    pointer(root, 'pointerdown', 100)
    pointer(root, 'pointerup', 100 + SWIPE_THRESHOLD)
    expect(notices()).toHaveLength(0)
  })

  it('F8 focuses the notice', () => {
    page('<button id="elsewhere">x</button>', init)
    const root = notify({ title: 'Look' })
    key(document.getElementById('elsewhere')!, 'F8')
    expect(document.activeElement).toBe(root)
    // Focus holds the notice: it stays past 5 s.
    vi.advanceTimersByTime(TOAST_DURATION * 2)
    expect(notices()).toHaveLength(1)
  })
})
