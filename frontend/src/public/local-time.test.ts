import { describe, expect, it } from 'vitest'
import { init, localTime } from './local-time'

describe('local-time', () => {
  it('shows the instant in the given zone, with its name', () => {
    const text = localTime(new Date('2027-05-19T09:30:00+02:00'), 'Asia/Tokyo')
    expect(text).toMatch(/^Your time: /)
    expect(text).toMatch(/(16:30|04:30 PM)/)
    expect(text).toContain('(Asia/Tokyo)')
  })

  it('fills and shows each [data-local-time], leaving a bad instant hidden', () => {
    document.body.innerHTML = '<p data-local-time="2027-05-19T09:30:00+02:00" hidden></p><p data-local-time="nonsense" hidden></p>'
    init(document)
    const [good, bad] = document.querySelectorAll<HTMLElement>('[data-local-time]')
    expect(good.hidden).toBe(false)
    expect(good.textContent).toMatch(/^Your time: .*2027/)
    expect(bad.hidden).toBe(true)
  })
})
