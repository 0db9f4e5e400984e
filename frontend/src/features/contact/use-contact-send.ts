import { useCallback, useState } from 'react'
import { notify, notifyError } from '@/components/ui/toaster'
import { useContactTokenQuery, useSendContactMessageMutation, type ContactInput } from './api'
import { SENT_DESCRIPTION, SENT_TITLE, fieldErrors, sendFailureText, type ContactField, type FieldErrors } from './messages'

/** Waited past the server's minimum age, for the server's clock resolution. */
const MIN_AGE_MARGIN_MS = 250

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The contact form's sending: the token fetched when the form mounts, the
 * send itself, and its notices. The success notice shows only once the
 * server answered 201; a failure shows the server's message, marks the
 * fields it names and leaves the form as the visitor wrote it.
 */
export function useContactSend() {
  const token = useContactTokenQuery(undefined, { refetchOnMountOrArgChange: true })
  const [send] = useSendContactMessageMutation()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})

  /**
   * A token old enough to be accepted: the server answers a too-young token
   * with a 201 and drops the message, so a visitor quicker than the minimum
   * (autofill, a send replayed right after the app started) waits it out
   * here, still 'Sending...', rather than losing the message unawares.
   */
  async function readyToken(): Promise<string> {
    let data = token.isFetching ? undefined : token.data
    let receivedAt = token.fulfilledTimeStamp ?? 0
    if (!data) {
      data = await token.refetch().unwrap()
      receivedAt = Date.now()
    }
    const wait = data.minSeconds > 0 ? receivedAt + data.minSeconds * 1000 + MIN_AGE_MARGIN_MS - Date.now() : 0
    if (wait > 0) await delay(wait)
    return data.token
  }

  async function submit(form: HTMLFormElement) {
    if (sending) return
    const fields = new FormData(form)
    const text = (key: string) => String(fields.get(key) ?? '')
    setErrors({})
    setSending(true)
    try {
      const body: ContactInput = {
        name: text('name'),
        email: text('email'),
        subject: text('subject'),
        message: text('message'),
        website: text('website'),
        token: await readyToken(),
      }
      await send(body).unwrap()
      form.reset()
      notify({ title: SENT_TITLE, description: SENT_DESCRIPTION })
      void token.refetch()
    } catch (error) {
      setErrors(fieldErrors(error))
      notifyError(sendFailureText(error))
    } finally {
      setSending(false)
    }
  }

  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current
      const { [field as ContactField]: _cleared, ...rest } = current
      return rest
    })
  }, [])

  return { submit, sending, errors, clearError }
}
