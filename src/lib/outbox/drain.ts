import { postOutboxMessage } from './broadcast'
import type { OutboxLock } from './lock'
import { deleteEntry, getMeta, listEntries, recoverSendingEntries, setMeta, updateEntry } from './queue'
import { outboxUrl, sendEntry } from './send'
import { OUTBOX_LOCK, type OutboxAuth, type OutboxEntry, type OutboxMessage } from './types'

/** The one drain of the outbox, run by the page and by the service worker (decision 011). */

export type DrainDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>
  /** The API base, ending in /api: '/api' or 'https://api.example.com/api'. */
  baseUrl: string
  /** The session to send with; null when nobody is signed in (nothing is sent). */
  getAuth: () => Promise<OutboxAuth | null>
  /**
   * The page's token refresh, given the token the server rejected (true: a new token is stored and getAuth
   * returns it). The service worker has none.
   */
  refreshAuth?: (rejectedToken: string) => Promise<boolean>
  now: () => number
  lock: OutboxLock
  /** Outcome messages; defaults to the outbox channel. */
  broadcast?: (message: OutboxMessage) => void
  /** Per request; default 15 s. */
  timeoutMs?: number
  /** Jitter source for the backoff; default Math.random. */
  random?: () => number
}

/**
 * Why a drain stopped before the queue was empty. busy: another drain holds the lock; signed-out: no session;
 * backoff: the next entry waits for its retry time; retry: an entry just failed transiently; auth: the session
 * was rejected and could not be refreshed.
 */
export type DrainStop = 'busy' | 'signed-out' | 'backoff' | 'retry' | 'auth'

export type DrainSummary = {
  sent: number
  failed: number
  /** Entries of this user still to be sent (pending or sending; failed ones wait for the user). */
  remaining: number
  stoppedBy?: DrainStop
  /** The entries the server accepted, as sent. */
  sentEntries: OutboxEntry[]
  /** When this user's first pending entry may be tried (the next drain can make progress then). */
  nextAttemptAt?: number
}

export const OUTBOX_TIMEOUT_MS = 15_000
export const OUTBOX_BACKOFF_BASE_MS = 1_000
export const OUTBOX_BACKOFF_CAP_MS = 5 * 60_000

/** 1 s, 2 s, 4 s … capped at 5 min, each ±20 % so devices that came back online together spread out. */
export function outboxBackoffMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30)
  const base = Math.min(OUTBOX_BACKOFF_CAP_MS, OUTBOX_BACKOFF_BASE_MS * 2 ** exponent)
  return Math.min(OUTBOX_BACKOFF_CAP_MS, Math.round(base * (0.8 + 0.4 * random())))
}

type Step = 'sent' | 'failed' | 'conflict' | 'skipped' | 'retry' | 'auth'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The body as it goes on the wire: a versioned write is based on the latest version this device knows. */
async function bodyToSend(entry: OutboxEntry): Promise<unknown> {
  if (!entry.versioned || !isRecord(entry.body)) return entry.body
  const version = await getMeta(entry.versioned.metaKey)
  return version === undefined ? entry.body : { ...entry.body, [entry.versioned.field]: version }
}

async function sendOne(entry: OutboxEntry, auth: OutboxAuth, deps: DrainDeps): Promise<Step> {
  const broadcast = deps.broadcast ?? postOutboxMessage
  const sending = await updateEntry(entry.id, (e) =>
    e.status === 'pending' ? { ...e, status: 'sending' } : undefined,
  )
  if (!sending) return 'skipped'
  const body = await bodyToSend(sending)
  const sent: OutboxEntry = body === undefined ? sending : { ...sending, body }
  const request = {
    fetch: deps.fetch,
    url: outboxUrl(deps.baseUrl, sending.path),
    body,
    timeoutMs: deps.timeoutMs ?? OUTBOX_TIMEOUT_MS,
    now: deps.now,
  }
  let token = auth.token
  let refreshed = false
  for (;;) {
    const outcome = await sendEntry(sending, { ...request, token })
    switch (outcome.kind) {
      case 'sent': {
        const removed = await deleteEntry(sending.id)
        const version = isRecord(outcome.data) ? outcome.data['version'] : undefined
        // Not after a sign-out cleared the queue meanwhile: the next user must not inherit the version.
        if (removed && sending.versioned && version !== undefined)
          await setMeta(sending.versioned.metaKey, version)
        broadcast({ type: 'sent', entry: sent, data: outcome.data })
        return 'sent'
      }
      case 'unauthorized': {
        if (!refreshed && deps.refreshAuth && (await deps.refreshAuth(token).catch(() => false))) {
          refreshed = true
          const next = await deps.getAuth()
          if (next && next.userId === sending.userId) {
            token = next.token
            continue
          }
        }
        // Not an attempt: the write is fine, the session is not. It waits for a sign-in.
        await updateEntry(sending.id, (e) => ({ ...e, status: 'pending', lastError: outcome.error }))
        broadcast({ type: 'auth-required' })
        return 'auth'
      }
      case 'retry': {
        const attempts = sending.attempts + 1
        const wait = Math.max(outboxBackoffMs(attempts, deps.random), outcome.retryAfterMs ?? 0)
        await updateEntry(sending.id, (e) => ({
          ...e,
          status: 'pending',
          attempts,
          nextAttemptAt: deps.now() + wait,
          lastError: outcome.error,
        }))
        return 'retry'
      }
      case 'conflict': {
        await deleteEntry(sending.id)
        broadcast({ type: 'conflict', entry: { ...sent, lastError: outcome.error } })
        return 'conflict'
      }
      case 'failed': {
        const failed = await updateEntry(sending.id, (e) => ({
          ...e,
          status: 'failed',
          attempts: e.attempts + 1,
          lastError: outcome.error,
        }))
        if (failed) broadcast({ type: 'failed', entry: failed })
        return 'failed'
      }
    }
  }
}

async function drainUnderLock(deps: DrainDeps): Promise<DrainSummary> {
  await recoverSendingEntries()
  const summary: DrainSummary = { sent: 0, failed: 0, remaining: 0, sentEntries: [] }
  const first = await deps.getAuth()
  if (!first) return finish(summary, null, 'signed-out')
  const seen = new Set<string>()
  for (;;) {
    // Asked again per entry: a sign-out or a switch to another account stops the drain.
    const auth = await deps.getAuth()
    if (!auth || auth.userId !== first.userId) return finish(summary, first.userId, 'signed-out')
    // Re-read each time: writes queued while this drain runs are sent by it too.
    const head = (await listEntries()).find(
      (e) => e.userId === auth.userId && e.status === 'pending' && !seen.has(e.id),
    )
    if (!head) return finish(summary, auth.userId)
    // Strict order: a later write never overtakes one waiting for its retry.
    if (head.nextAttemptAt > deps.now()) return finish(summary, auth.userId, 'backoff')
    seen.add(head.id)
    const step = await sendOne(head, auth, deps)
    if (step === 'sent') {
      summary.sent++
      summary.sentEntries.push(head)
    } else if (step === 'failed') summary.failed++
    else if (step === 'retry' || step === 'auth') return finish(summary, auth.userId, step)
  }
}

async function finish(
  summary: DrainSummary,
  userId: string | null,
  stoppedBy?: DrainStop,
): Promise<DrainSummary> {
  const left = (await listEntries()).filter(
    (e) => (userId === null || e.userId === userId) && e.status !== 'failed',
  )
  summary.remaining = left.length
  // Entries go strictly in order, so the head's retry time is when a drain can make progress again.
  const head = left.find((e) => e.status === 'pending')
  if (head) summary.nextAttemptAt = head.nextAttemptAt
  if (stoppedBy) summary.stoppedBy = stoppedBy
  return summary
}

/**
 * Sends the signed-in user's due entries in queue order under the outbox lock. Resolves with a summary; a
 * drain that finds the lock held resolves at once with stoppedBy 'busy'. Other users' entries are never sent.
 */
export async function drainOutbox(deps: DrainDeps): Promise<DrainSummary> {
  const result = await deps.lock(OUTBOX_LOCK, () => drainUnderLock(deps))
  if (result) return result
  const auth = await deps.getAuth()
  return finish({ sent: 0, failed: 0, remaining: 0, sentEntries: [] }, auth?.userId ?? null, 'busy')
}
