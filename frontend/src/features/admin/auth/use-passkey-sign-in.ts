import { useEffect, useRef, useState } from 'react'
import { PASSKEY_CHALLENGE_MS } from '@/lib/limits.gen'
import { PASSKEY_ANSWERS } from '@/lib/messages.gen'
import { usePasskeyOfferQuery, usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './api'
import { PASSKEY_MESSAGES } from '../account/messages'
import { serverMessage } from '@/lib/http-error'
import { failureText } from '../lib/notices'
import { conditionalMediationAvailable, getPasskey, isCancelled, passkeysSupported, webauthnReason, type AuthenticationResponseJSON } from './webauthn'

/** The challenge lives 5 minutes on the server: the autofill's request is made again half a minute before it expires. */
export const CONDITIONAL_RENEWAL_MS = PASSKEY_CHALLENGE_MS - 30 * 1000

interface Pending {
  controller: AbortController
  settled: Promise<void>
}

/**
 * Signing in with a passkey: `signIn` (the button: the browser's own
 * prompt) and, while `autofill` is true and the browser can, a conditional
 * request that offers the passkeys in the username field's autofill,
 * renewed every 4.5 minutes. A browser takes one request at a time, so the
 * button aborts the autofill's and waits for it to settle first. A failure
 * calls `onFailure` with the text to show (null clears it); nothing throws.
 * Both are offered only once the site has a passkey (`offered`): until the
 * owner adds one, the sign-in page is the password form alone.
 */
export function usePasskeySignIn({ autofill: wanted, onFailure }: { autofill: boolean; onFailure: (text: string | null) => void }) {
  const { data: offer } = usePasskeyOfferQuery(undefined, { refetchOnMountOrArgChange: true })
  const offered = Boolean(offer?.offered) && passkeysSupported()
  const autofill = wanted && offered
  const [options] = usePasskeySignInOptionsMutation()
  const [post] = usePasskeySignInMutation()
  const [busy, setBusy] = useState(false)
  const pending = useRef<Pending | null>(null)
  const prompt = useRef<AbortController | null>(null)
  const live = useRef(false)
  const failed = useRef(onFailure)
  failed.current = onFailure

  const finish = async (answer: AuthenticationResponseJSON) => {
    await post(answer).unwrap()
  }

  /** Aborts the request under way (if any) and waits until the browser has let it go. */
  const stop = async () => {
    const current = pending.current
    if (!current) return
    current.controller.abort()
    await current.settled
  }

  const startAutofill = () => {
    const controller = new AbortController()
    const settled = (async () => {
      let answer: AuthenticationResponseJSON
      try {
        const { publicKey } = await options().unwrap()
        if (controller.signal.aborted) return
        answer = await getPasskey(publicKey, { mediation: 'conditional', signal: controller.signal })
      } catch {
        return // aborted, or passkeys unavailable now: the password form stays as it is
      } finally {
        if (pending.current?.controller === controller) pending.current = null
      }
      try {
        failed.current(null)
        await finish(answer)
      } catch (error) {
        failed.current(failureText(error, PASSKEY_ANSWERS.failed))
        restart()
      }
    })()
    pending.current = { controller, settled }
  }

  /** (Re)starts the autofill's request, unless the button's prompt is open (it restarts it when done). */
  const restart = () => {
    if (prompt.current) return
    void stop().then(() => {
      if (live.current && !prompt.current) startAutofill()
    })
  }

  useEffect(() => {
    if (!autofill) return
    let timer: ReturnType<typeof setInterval> | undefined
    let mounted = true
    void conditionalMediationAvailable().then((available) => {
      if (!available || !mounted) return
      live.current = true
      restart()
      timer = setInterval(restart, CONDITIONAL_RENEWAL_MS)
    })
    return () => {
      mounted = false
      live.current = false
      clearInterval(timer)
      pending.current?.controller.abort()
      prompt.current?.abort()
    }
    // restart reads refs only; the request starts again only when autofill changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autofill])

  const signIn = async () => {
    if (busy) return
    setBusy(true)
    failed.current(null)
    const controller = new AbortController()
    prompt.current = controller
    try {
      await stop()
      const { publicKey } = await options().unwrap()
      if (controller.signal.aborted) return
      const answer = await getPasskey(publicKey, { signal: controller.signal })
      await finish(answer)
      return
    } catch (error) {
      if (!controller.signal.aborted) failed.current(isCancelled(error) ? PASSKEY_MESSAGES.signInCancelled : (serverMessage(error) ?? webauthnReason(error) ?? PASSKEY_ANSWERS.failed))
    } finally {
      prompt.current = null
      setBusy(false)
    }
    // Signed in: the sign-in screen goes away; failed or cancelled: the autofill offers the passkeys again.
    if (live.current && !controller.signal.aborted) restart()
  }

  return { offered, busy, signIn: () => void signIn() }
}
