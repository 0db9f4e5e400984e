import { api } from '@/app/api'

/** GET /api/contact/token: a signed issue time, and how long the server wants before a send. */
export interface ContactToken {
  token: string
  minSeconds: number
}

/** The form's fields plus the token and the honeypot (`website`, empty when a person sends). */
export interface ContactInput {
  name: string
  email: string
  subject: string
  message: string
  token: string
  website: string
}

/**
 * The contact form's calls. The token is fetched afresh whenever the form
 * mounts and dropped once no form uses it: an old token would still pass
 * the server's minimum age, but a page kept open for days should not rely
 * on one.
 */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactToken: build.query<ContactToken, void>({
      query: () => 'api/contact/token',
      keepUnusedDataFor: 0,
    }),
    sendContactMessage: build.mutation<{ message: string }, ContactInput>({
      query: (body) => ({ url: 'api/contact', method: 'POST', body }),
    }),
  }),
})

export const { useContactTokenQuery, useSendContactMessageMutation } = contactApi
