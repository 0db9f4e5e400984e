import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ContactMessage } from '@/lib/api-types.gen'
import { replyHref } from './inbox'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { answerConfirm } from '../test/confirm'

function message(over: Partial<ContactMessage> & { id: number }): ContactMessage {
  return { name: 'Sam Doe', email: 'sam@example.com', subject: `Subject ${over.id}`, message: 'Hello there', address: '203.0.113.7', read: false, createdAt: '2025-03-01T10:00:00Z', topic: '', event: null, ...over }
}

const seed = () => [
  message({ id: 1, subject: 'Oldest', createdAt: '2025-01-01T09:00:00Z', read: true }),
  message({ id: 3, subject: 'Newest', createdAt: '2025-03-03T09:00:00Z', name: 'Ana Lee', email: 'ana@example.com', message: 'First line\nSecond line' }),
  message({ id: 2, subject: 'Middle & more?', createdAt: '2025-02-02T09:00:00Z' }),
]

const rowOf = (subject: string) => screen.getByText(subject, { selector: '[data-testid="message-subject"]' }).closest('li') as HTMLElement

async function openInbox(messages = seed()) {
  const api = fakeAdminApi({ messages })
  const utils = renderAdmin()
  const tab = await screen.findByRole('tab', { name: /^Inbox/ })
  return { ...utils, api, tab }
}

describe('inbox', () => {
  it('shows a speaking request as such, with its event', async () => {
    const request = message({
      id: 9,
      subject: 'Invitation to speak: Nordic Game',
      topic: 'speaking',
      event: { name: 'Nordic Game', date: '2027-05-19', location: 'Malmö', audience: 800, format: 'Keynote' },
    })
    const { user, tab } = await openInbox([...seed(), request])
    await user.click(tab)
    await screen.findByRole('list', { name: 'Inbox' })
    const row = rowOf('Invitation to speak: Nordic Game')
    expect(within(row).getByText('Speaking request')).toBeInTheDocument()
    expect(within(rowOf('Oldest')).queryByText('Speaking request')).toBeNull()
    await user.click(within(row).getByRole('button', { name: 'Open' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invitation to speak: Nordic Game' }))
    const event = dialog.getByTestId('speaking-event')
    for (const text of ['Nordic Game', '2027-05-19', 'Malmö', '800', 'Keynote']) expect(within(event).getByText(text)).toBeInTheDocument()
  })

  it('counts unread messages on the tab and the dashboard card', async () => {
    const { tab } = await openInbox()
    await waitFor(() => expect(tab).toHaveAccessibleName('Inbox 2 unread'))
    const card = (await screen.findByText('Messages')).parentElement!
    await waitFor(() => expect(within(card).getByText('3')).toBeInTheDocument())
    expect(within(card).getByText('2 unread')).toBeInTheDocument()
  })

  it('lists newest first with unread rows in bold and a Reply mailto link', async () => {
    const { user, tab } = await openInbox()
    await user.click(tab)
    const list = await screen.findByRole('list', { name: 'Inbox' })
    const subjects = within(list).getAllByTestId('message-subject').map((s) => s.textContent)
    expect(subjects).toEqual(['Newest', 'Middle & more?', 'Oldest'])
    expect(rowOf('Newest')).toHaveAttribute('data-unread', 'true')
    expect(rowOf('Oldest')).toHaveAttribute('data-unread', 'false')
    const weight = (subject: string) => getComputedStyle(within(rowOf(subject)).getByTestId('message-subject')).fontWeight
    expect(weight('Newest')).toMatch(/bold/)
    expect(weight('Oldest')).toMatch(/normal/)
    expect(within(rowOf('Newest')).getByText('Unread')).toBeInTheDocument()
    expect(within(rowOf('Oldest')).queryByText('Unread')).toBeNull()
    expect(within(rowOf('Middle & more?')).getByRole('link', { name: 'Reply' })).toHaveAttribute('href', 'mailto:sam@example.com?subject=Re%3A%20Middle%20%26%20more%3F')
    expect(screen.getByText('3 messages, 2 unread')).toBeInTheDocument()
  })

  it('opens a message in full and marks it read; Mark unread marks it unread again', async () => {
    const { user, tab, api } = await openInbox()
    await user.click(tab)
    await screen.findByRole('list', { name: 'Inbox' })
    await user.click(within(rowOf('Newest')).getByRole('button', { name: 'Open' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Newest' }))
    expect(dialog.getByTestId('message-body')).toHaveTextContent('First line Second line')
    expect(dialog.getByText(/From Ana Lee <ana@example.com>/)).toBeInTheDocument()
    expect(dialog.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', 'mailto:ana@example.com?subject=Re%3A%20Newest')
    await waitFor(() => expect(api.lastWrite('PUT', '/api/messages/3')?.body).toEqual({ read: true }))
    await waitFor(() => expect(tab).toHaveAccessibleName('Inbox 1 unread'))
    await waitFor(() => expect(rowOf('Newest')).toHaveAttribute('data-unread', 'false'))

    await user.click(dialog.getByRole('button', { name: 'Mark unread' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.lastWrite('PUT', '/api/messages/3')?.body).toEqual({ read: false })
    await waitFor(() => expect(rowOf('Newest')).toHaveAttribute('data-unread', 'true'))
    await waitFor(() => expect(tab).toHaveAccessibleName('Inbox 2 unread'))

    // A read message's row offers Mark unread too; opening a read one writes nothing.
    const writes = api.writes.length
    await user.click(within(rowOf('Oldest')).getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog', { name: 'Oldest' })
    expect(api.writes).toHaveLength(writes)
  })

  it('deletes after the confirmation, and shows the empty state', async () => {
    const { user, tab, api } = await openInbox([message({ id: 7, subject: 'Bye' })])
    await user.click(tab)
    await user.click(within(await waitFor(() => rowOf('Bye'))).getByRole('button', { name: 'Delete' }))
    expect(await answerConfirm(user, false)).toBe('Are you sure you want to delete this message?\n\n“Bye” goes to the Trash, where you can restore it.')
    expect(api.lastWrite('DELETE', '/api/messages/7')).toBeUndefined()
    await user.click(within(rowOf('Bye')).getByRole('button', { name: 'Delete' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument()
    expect(await screen.findByText('No messages yet. Messages sent through the contact form appear here.')).toBeInTheDocument()
    expect(tab).toHaveAccessibleName('Inbox')
  })

  it('builds reply links that cannot add headers and do not stack Re:', () => {
    expect(replyHref({ email: 'a@b.co', subject: 'Re: Hi' })).toBe('mailto:a@b.co?subject=Re%3A%20Hi')
    expect(replyHref({ email: 'x?bcc=evil@c.co@b.co', subject: 'a&body=b' })).toBe('mailto:x%3Fbcc%3Devil@c.co@b.co?subject=Re%3A%20a%26body%3Db')
  })
})
