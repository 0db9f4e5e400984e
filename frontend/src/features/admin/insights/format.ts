import type { InsightsVital } from '@/lib/api-types.gen'

/** Today (UTC) as YYYY-MM-DD. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** The day n days before day (YYYY-MM-DD, UTC). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - n)
  return d.toISOString().slice(0, 10)
}

/** The last n days to today, both inclusive. */
export function lastDays(n: number, now = new Date()) {
  const to = today(now)
  return { from: daysBefore(to, n - 1), to }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Why a custom range cannot be asked for, or '' when it can (the server's bounds: from ≤ to, at most 400 days). */
export function rangeProblem(from: string, to: string): string {
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return 'Choose both dates.'
  if (from > to) return 'The start date must not be after the end date.'
  if ((Date.parse(to) - Date.parse(from)) / 86400000 >= 400) return 'Choose at most 400 days.'
  return ''
}

/** A metric's value as people read it: 1.8 s, 120 ms, 0.05. */
export function formatVital(metric: InsightsVital['metric'], value: number): string {
  if (metric === 'CLS') return value.toFixed(2)
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`
}

/** Google's rating words. */
export const RATING_LABEL: Record<InsightsVital['rating'], string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
}

export const RATING_PALETTE: Record<InsightsVital['rating'], string> = {
  good: 'green',
  'needs-improvement': 'orange',
  poor: 'red',
}

/** Whole numbers with thin grouping: 12 345. */
export const count = (n: number) => n.toLocaleString('en-US')

/** The first n rows of a ranked list, then its Other row (the server lists it last), so Other is never cut off. */
export function topAndOther<T extends { other?: boolean }>(rows: T[], n: number): T[] {
  return [...rows.filter((r) => !r.other).slice(0, n), ...rows.filter((r) => r.other)]
}
