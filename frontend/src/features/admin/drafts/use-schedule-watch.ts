import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { appliedScheduleTags, draftsApi, useSchedulesQuery } from './api'

/** The longest delay setTimeout keeps (a later schedule is watched once the page has been open that long). */
const MAX_DELAY = 2 ** 31 - 1
/** The server's scheduler polls every second: ask a moment after the time. */
const GRACE = 1500

/**
 * Refreshes what the soonest schedule changes shortly after its time (the
 * server applies it on its own): its item's lists, the badges and the
 * Scheduled list, which in turn watches the next one.
 */
export function useScheduleWatch() {
  const { data } = useSchedulesQuery()
  const dispatch = useDispatch()
  useEffect(() => {
    const next = [...(data ?? [])].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))[0]
    if (!next) return
    const delay = Math.max(Date.parse(next.at) - Date.now() + GRACE, GRACE)
    if (!Number.isFinite(delay) || delay > MAX_DELAY) return
    const timer = setTimeout(() => dispatch(draftsApi.util.invalidateTags(appliedScheduleTags(next))), delay)
    return () => clearTimeout(timer)
  }, [data, dispatch])
}
