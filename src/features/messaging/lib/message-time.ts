/**
 * When a message was written, short: the time today, the weekday this week, else the date. The messaging
 * pages render on the device only (signed-in pages), so the device's locale and zone are the right ones.
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const sameDay = date.toDateString() === now.toDateString()
  if (sameDay) return date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
  const days = (now.getTime() - date.getTime()) / 86_400_000
  if (days < 6 && days > 0) return date.toLocaleDateString(undefined, { weekday: 'short' })
  return date.toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  })
}

/** Under a message: the time, with the weekday or the date when it was not today. */
export function formatBubbleTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const time = date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
  if (date.toDateString() === now.toDateString()) return time
  return `${formatMessageTime(iso, now)}, ${time}`
}

/** The first and last word of a full name, for the avatar's initials. */
export function nameParts(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/)
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? (words.at(-1) ?? '') : '' }
}

/** The list's preview of the last message. */
export function previewOf(
  message: { body: string; attachments: readonly { title: string }[]; senderId: string } | null,
  viewerId: string | null,
): string {
  if (!message) return 'No messages yet'
  const text = message.body.trim() || (message.attachments[0] ? `📎 ${message.attachments[0].title}` : '')
  return message.senderId === viewerId ? `You: ${text}` : text
}
