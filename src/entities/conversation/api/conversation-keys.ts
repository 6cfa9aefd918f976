/**
 * Query keys of messaging, under one root keyed by the viewer (a sign-out clears the persisted cache; a second
 * account on the device never reads the first one's threads).
 */
export const MESSAGING_ROOT_KEY = ['messaging'] as const

export const messagingKeys = {
  all: (viewerId: string | null) => [...MESSAGING_ROOT_KEY, viewerId ?? 'anonymous'] as const,
  conversations: (viewerId: string | null) =>
    [...MESSAGING_ROOT_KEY, viewerId ?? 'anonymous', 'list'] as const,
  conversation: (viewerId: string | null, id: string) =>
    [...MESSAGING_ROOT_KEY, viewerId ?? 'anonymous', 'conversation', id] as const,
  thread: (viewerId: string | null, id: string) =>
    [...MESSAGING_ROOT_KEY, viewerId ?? 'anonymous', 'thread', id] as const,
}
