import { OUTBOX_CHANNEL, type OutboxMessage } from './types'

/**
 * Outbox messages between every context of the origin (tabs, service worker). A BroadcastChannel never
 * delivers a message to the object that posted it, so this context's own messages go to its listeners
 * directly; without BroadcastChannel (old Safari) a context still hears itself.
 */

export type OutboxListener = (message: OutboxMessage, fromOtherContext: boolean) => void

const listeners = new Set<OutboxListener>()
let channel: BroadcastChannel | null | undefined

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel
  if (typeof BroadcastChannel === 'undefined') return (channel = null)
  try {
    channel = new BroadcastChannel(OUTBOX_CHANNEL)
  } catch {
    return (channel = null)
  }
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => dispatch(event.data, true)
  // Node (tests) keeps the process alive while a channel is open; browsers have no unref.
  ;(channel as { unref?: () => void }).unref?.()
  return channel
}

function dispatch(message: OutboxMessage, fromOtherContext: boolean): void {
  for (const listener of listeners) {
    try {
      listener(message, fromOtherContext)
    } catch {
      // One feature's handler must not stop the others from hearing the outcome.
    }
  }
}

/** Tells this context's listeners and every other context. */
export function postOutboxMessage(message: OutboxMessage): void {
  dispatch(message, false)
  try {
    getChannel()?.postMessage(message)
  } catch {
    // A closed channel or an uncloneable payload: other contexts re-read the queue on their next change.
  }
}

/** Listens to messages from this context and the others; returns the unsubscribe. */
export function subscribeOutbox(listener: OutboxListener): () => void {
  getChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
