import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { IDEMPOTENCY_STALE_RUNNING_MS, IDEMPOTENCY_TTL_MS } from '@/api/offline'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema/idempotency-keys'
import { keyedHash } from '../modules/auth/secrets'
import { authenticate } from '../modules/auth/sessions'
import type { ServiceContext } from '../core/service-context'

/**
 * Idempotent writes (decision 011): the database side. One row per (scope, key); its primary key is the
 * only arbiter between concurrent requests, also across server processes sharing one PostgreSQL.
 */

/** Scope of requests without a valid session. */
export const ANONYMOUS_SCOPE = 'anonymous'

export type IdempotencyId = { scope: string; key: string }

/**
 * Proof of ownership of a 'running' row: its createdAt. Completing or abandoning the row is conditional on
 * it, so a request whose row was taken over as stale cannot overwrite the new owner's result.
 */
export type IdempotencyClaim = IdempotencyId & { startedAt: Date }

export type IdempotencyBegin =
  /** The caller owns the key: run the handler, then complete or abandon the claim. */
  | { kind: 'run'; claim: IdempotencyClaim }
  /** A completed earlier request with the same fingerprint: answer its stored response. */
  | { kind: 'replay'; status: number; body: string }
  /** The key was used for a different request. */
  | { kind: 'mismatch' }
  /** The first request with this key is still running (or a concurrent taker just won). */
  | { kind: 'in-progress' }

/** The scope of a request: the user id of a valid bearer session, else 'anonymous'. */
export async function idempotencyScope(ctx: ServiceContext, bearer: string | undefined): Promise<string> {
  if (!bearer) return ANONYMOUS_SCOPE
  const auth = await authenticate(ctx, bearer)
  return auth?.userId ?? ANONYMOUS_SCOPE
}

export type RequestParts = {
  method: string
  path: string
  /** Query parameters in any order (they are sorted here). */
  query: readonly (readonly [string, string])[]
  body: Uint8Array
}

/**
 * sha256 over method, path, the sorted query and the raw body bytes. Each text part is length-prefixed, so
 * no two different requests can produce the same input by moving a boundary. The digest is then keyed
 * (HMAC with a key derived from JWT_SECRET): bodies may carry passwords (sign-up, change-password), and a
 * bare sha256 of an otherwise guessable body would let anyone holding a database dump test password
 * guesses offline at sha256 speed.
 */
export function requestFingerprint(secret: string, parts: RequestParts): string {
  const query = [...parts.query]
    .sort(([ak, av], [bk, bv]) => (ak === bk ? compare(av, bv) : compare(ak, bk)))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
  const hash = createHash('sha256')
  for (const part of [parts.method.toUpperCase(), parts.path, query]) {
    hash.update(`${Buffer.byteLength(part)}:${part}\n`)
  }
  hash.update(parts.body)
  return keyedHash(secret, 'idempotency-request', hash.digest('hex'))
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const byId = (id: IdempotencyId) => and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key))

const ownedBy = (claim: IdempotencyClaim) =>
  and(byId(claim), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, claim.startedAt))

/**
 * Claims the key for this request, or says what to answer instead. The insert is
 * `INSERT … ON CONFLICT DO NOTHING`: of concurrent first requests exactly one gets the row. A few rounds
 * cover the races where the row seen on conflict is deleted or replaced before we act on it.
 */
export async function beginIdempotentRequest(
  db: Db,
  id: IdempotencyId,
  requestHash: string,
  now: Date,
): Promise<IdempotencyBegin> {
  for (let round = 0; round < 3; round++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        ...id,
        requestHash,
        state: 'running',
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length > 0) return { kind: 'run', claim: { ...id, startedAt: now } }

    const [row] = await db.select().from(idempotencyKeys).where(byId(id))
    if (!row) continue // deleted between our insert and select: try again
    if (row.expiresAt <= now) {
      // Only the row we looked at: if someone else already replaced it, the next round sees theirs.
      await db.delete(idempotencyKeys).where(and(byId(id), eq(idempotencyKeys.expiresAt, row.expiresAt)))
      continue
    }
    if (row.requestHash !== requestHash) return { kind: 'mismatch' }
    if (row.state === 'completed') {
      const body = storedText(row.responseBody)
      // Not something we wrote: the key is unusable rather than replaying garbage.
      if (row.responseStatus === null || body === null) return { kind: 'mismatch' }
      return { kind: 'replay', status: row.responseStatus, body }
    }
    if (now.getTime() - row.createdAt.getTime() < IDEMPOTENCY_STALE_RUNNING_MS) return { kind: 'in-progress' }
    // A stale 'running' row: its process died (or hangs). Take it over; the condition on the createdAt we
    // saw lets exactly one of several concurrent takers win.
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
      .where(
        and(byId(id), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, row.createdAt)),
      )
      .returning({ key: idempotencyKeys.key })
    if (taken.length > 0) return { kind: 'run', claim: { ...id, startedAt: now } }
    // Someone else took it over or completed it: look again.
  }
  return { kind: 'in-progress' }
}

/**
 * The stored body is `{ text }`: the exact text that was sent, so a replay is byte-identical (storing the
 * parsed JSON would let jsonb reorder its keys, and jsonb refuses a \u0000 inside a string).
 */
type StoredBody = { text: string }

function storedText(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('text' in value)) return null
  return typeof value.text === 'string' ? value.text : null
}

/**
 * Stores the response of a claimed request; replayed for IDEMPOTENCY_TTL_MS from now. Returns false when
 * the claim was lost (the row was taken over as stale, or deleted).
 */
export async function completeIdempotentRequest(
  db: Db,
  claim: IdempotencyClaim,
  response: { status: number; body: string },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(idempotencyKeys)
    .set({
      state: 'completed',
      responseStatus: response.status,
      responseBody: { text: response.body } satisfies StoredBody,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    })
    .where(ownedBy(claim))
    .returning({ key: idempotencyKeys.key })
  return updated.length > 0
}

/** Releases a claim without a stored response, so a retry with the same key runs again. */
export async function abandonIdempotentRequest(db: Db, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(ownedBy(claim))
}

/** Deletes at most `limit` expired rows (a bounded statement, cheap to run often). Returns how many. */
export async function sweepExpiredIdempotencyKeys(db: Db, now: Date, limit: number): Promise<number> {
  const expired = db
    .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .limit(limit)
  const deleted = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in ${expired}`)
    .returning({ key: idempotencyKeys.key })
  return deleted.length
}
