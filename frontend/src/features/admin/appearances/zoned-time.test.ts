import { describe, expect, it } from 'vitest'
import { toInstant, toLocal, zoneOptions } from './zoned-time'

describe('zoned time', () => {
  it('reads a wall clock in the event zone, on both sides of a daylight-saving change', () => {
    expect(toInstant('2027-03-27T09:30', 'Europe/Berlin')).toBe('2027-03-27T08:30:00Z')
    expect(toInstant('2027-03-28T09:30', 'Europe/Berlin')).toBe('2027-03-28T07:30:00Z')
    expect(toInstant('2027-09-22T10:00', 'America/Los_Angeles')).toBe('2027-09-22T17:00:00Z')
    expect(toInstant('2027-09-22T10:00', 'UTC')).toBe('2027-09-22T10:00:00Z')
  })

  it('gives nothing for an empty or unknown value', () => {
    expect(toInstant('', 'Europe/Berlin')).toBe('')
    expect(toInstant('2027-03-27T09:30', 'Mars/Olympus')).toBe('')
  })

  it('shows an API time as its wall clock', () => {
    expect(toLocal('2027-05-14T09:30:00+02:00')).toBe('2027-05-14T09:30')
    expect(toLocal('')).toBe('')
  })

  it('lists the zones', () => {
    const zones = zoneOptions().map((z) => z.value)
    expect(zones).toContain('Europe/Berlin')
    expect(zones).toContain('UTC')
  })
})
