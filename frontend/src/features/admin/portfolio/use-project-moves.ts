import { useCallback, useRef } from 'react'
import { useDispatch, useStore } from 'react-redux'
import type { AppDispatch } from '@/app/store'
import type { Project } from '@/lib/api-types.gen'
import { notifySuccess } from '@/components/ui/toaster'
import { notifyRefused } from '../lib/notices'
import { cachedProjects, placeProjects, portfolioApi, storeProjects, type PortfolioState } from './api'
import { POSITION_FAILED, POSITION_UPDATED } from './messages'
import { projectMove, type MoveDirection } from './reorder'

/**
 * Resolves in the first task after the next frame is drawn, or after 100 ms when no frame comes: a page in a
 * background tab draws none, and its move must still reach the server.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve))
    setTimeout(resolve, 100)
  })
}

/** A move shown (or about to be shown) in the list and not yet answered. */
interface PendingMove {
  priorities: Map<number, number>
  /** The cache patch's undo, once the rows show the move. */
  undo?: () => void
  dropped: boolean
}

/**
 * Move Up / Move Down that answer on the tap: the notice shows and the
 * rows take their new places at once (on a phone the server's answer is a
 * round trip away: 190–260 ms measured when the notice waited for it),
 * computed with the server's own rule (projectMove), so the positions shown
 * are the ones the server stores and the public pages use.
 *
 * The notice is drawn first: the rows move, and the move is sent, in the
 * task after its frame (with 500 projects on a phone, re-rendering the
 * moved group and starting the request in the tap's task delayed the
 * notice's frame). A tap before that frame applies the waiting move first,
 * so every move is computed on the order shown.
 *
 * The moves reach the server one after another, in the order of the taps:
 * two in flight could arrive the other way round and exchange other pairs.
 * The server's answer replaces the rows once no other move waits, so a
 * later move's rows never flicker back to an earlier answer. A refused
 * move puts the list back as it was before it (the moves tapped after it
 * are dropped too: they were made on its order), says why, and the list
 * is fetched again.
 *
 * Returns move(project, direction): false at the ends, where nothing
 * happens.
 */
export function useProjectMoves() {
  const dispatch = useDispatch<AppDispatch>()
  const store = useStore<PortfolioState>()
  const queue = useRef<{ tail: Promise<void>; pending: PendingMove[] }>({ tail: Promise.resolve(), pending: [] })
  // Sent without the mutation's hook: a component using the hook re-renders on every state of every move, and the
  // Portfolio tab with its dialogs took longer to re-render than the notice to show.
  const send = useCallback(
    async (ids: [number, number]) => {
      const request = dispatch(portfolioApi.endpoints.reorderProjects.initiate(ids))
      try {
        return await request.unwrap()
      } finally {
        request.reset()
      }
    },
    [dispatch],
  )

  return useCallback(
    (project: Project, direction: MoveDirection): boolean => {
      const q = queue.current
      const show = (m: PendingMove) => {
        if (!m.undo && !m.dropped) m.undo = dispatch(placeProjects(m.priorities)).undo
      }
      q.pending.forEach(show)
      const move = projectMove(cachedProjects(store.getState()), project.id, direction)
      if (!move) return false
      const entry: PendingMove = { priorities: move.priorities, dropped: false }
      q.pending.push(entry)
      notifySuccess(POSITION_UPDATED)
      const painted = afterNextPaint().then(() => show(entry))
      q.tail = Promise.all([q.tail, painted]).then(async () => {
        if (entry.dropped) return
        try {
          const moved = await send(move.ids)
          q.pending.splice(q.pending.indexOf(entry), 1)
          if (q.pending.length === 0) dispatch(storeProjects(moved))
        } catch (error) {
          // Newest first: each undo restores the values its own patch replaced.
          for (const later of q.pending.splice(q.pending.indexOf(entry)).reverse()) {
            later.dropped = true
            later.undo?.()
          }
          notifyRefused(error, POSITION_FAILED)
        }
      })
      return true
    },
    [dispatch, store, send],
  )
}
