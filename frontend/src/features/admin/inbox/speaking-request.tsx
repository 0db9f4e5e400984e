import { Badge, DataList } from '@chakra-ui/react'
import type { ContactMessage } from '@/lib/api-types.gen'

/** The words of a speaking request in the inbox. */
export const SPEAKING_REQUEST = {
  badge: 'Speaking request',
  name: 'Event',
  date: 'Date',
  location: 'Location',
  audience: 'Audience',
  format: 'Format',
} as const

/** Whether the message invites the owner to speak (the form on /speaking). */
export const isSpeakingRequest = (m: ContactMessage) => m.topic === 'speaking' && !!m.event

/** The badge that marks a speaking request in its row. */
export function SpeakingBadge({ message }: { message: ContactMessage }) {
  if (!isSpeakingRequest(message)) return null
  return (
    <Badge colorPalette="gold" variant="subtle" size="sm">
      {SPEAKING_REQUEST.badge}
    </Badge>
  )
}

/** A speaking request's event: name, date, location, audience and format (what was given). */
export function SpeakingEventDetails({ message }: { message: ContactMessage }) {
  const e = message.event
  if (!isSpeakingRequest(message) || !e) return null
  const rows: [string, string][] = [
    [SPEAKING_REQUEST.name, e.name],
    [SPEAKING_REQUEST.date, e.date],
    [SPEAKING_REQUEST.location, e.location],
    [SPEAKING_REQUEST.audience, e.audience ? String(e.audience) : ''],
    [SPEAKING_REQUEST.format, e.format],
  ]
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="speaking-event">
      {rows
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  )
}
