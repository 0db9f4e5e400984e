import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { init, localTime, utcOffset } from './local-time'

describe('local-time', () => {
  let zone: string | undefined
  beforeEach(() => {
    zone = process.env.TZ
    process.env.TZ = 'Asia/Tokyo'
  })
  afterEach(() => {
    process.env.TZ = zone
  })

  it("shows the instant in the visitor's zone, short, with its offset", () => {
    const at = new Date('2027-05-19T09:30:00+02:00')
    expect(localTime(at, 'en-GB')).toBe('Your time: 19 May, 16:30 (UTC+9)')
    expect(localTime(at, 'en-US')).toBe('Your time: May 19, 4:30 PM (UTC+9)')
    expect(localTime(new Date('2027-05-19T15:05:00Z'), 'de')).toBe('Your time: 20 May, 00:05 (UTC+9)')
  })

  it('names half-hour and western offsets', () => {
    process.env.TZ = 'Asia/Kolkata'
    expect(utcOffset(new Date('2027-01-01T00:00:00Z'))).toBe('UTC+5:30')
    process.env.TZ = 'America/St_Johns'
    expect(utcOffset(new Date('2027-01-01T00:00:00Z'))).toBe('UTC\u22123:30')
    process.env.TZ = 'UTC'
    expect(utcOffset(new Date('2027-01-01T00:00:00Z'))).toBe('UTC')
  })

  it('fills each [data-local-time], leaving a bad instant as it was', () => {
    document.body.innerHTML = '<p data-local-time="2027-05-19T09:30:00+02:00">\u00a0</p><p data-local-time="nonsense">\u00a0</p>'
    init(document)
    const [good, bad] = document.querySelectorAll<HTMLElement>('[data-local-time]')
    expect(good.textContent).toMatch(/^Your time: .*(16:30|4:30 PM) \(UTC\+9\)$/)
    expect(bad.textContent).toBe('\u00a0')
  })
})
