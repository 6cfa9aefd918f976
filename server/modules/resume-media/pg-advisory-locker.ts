import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server'
import pg from 'pg'

/**
 * The tus upload lock across several server processes on one PostgreSQL (tus ships only an in-memory lock).
 *
 * A PATCH holds its upload's lock while it writes; a second request for the same upload (a client resuming
 * after a cut the server has not noticed yet) must wait for it. Within a process the in-memory lock does
 * that and also asks the holder to let go (it aborts the stale PATCH). Across processes a session-level
 * advisory lock on the upload id does it: the waiter retries `pg_try_advisory_lock` until the holder's
 * request ends or LOCK_WAIT_MS passes (then 423, which tus clients retry).
 *
 * Each held lock has its own connection, opened from the pool's settings but outside the pool: a lock lives
 * as long as a PATCH (minutes for a big chunk on a slow line), and ten uploads must never take the ten pooled
 * connections every other request needs. If the process dies, PostgreSQL ends the session and frees the lock.
 */
export const LOCK_WAIT_MS = 20_000
const RETRY_MS = 100

/** What a lock is refused with when another process holds it past the wait: clients retry 423. */
export const LOCKED = {
  status_code: 423,
  body: 'This upload is busy in another request. Try again shortly.\n',
}

/** A signed 64-bit key from the upload id (advisory locks take a bigint). */
export function advisoryKey(id: string): string {
  return createHash('sha256').update(`tus:${id}`).digest().readBigInt64BE(0).toString()
}

export class PgAdvisoryLocker implements Locker {
  readonly memory = new MemoryLocker({ acquireLockTimeout: LOCK_WAIT_MS })
  constructor(readonly connection: pg.ClientConfig) {}

  newLock(id: string): Lock {
    return new PgAdvisoryLock(id, this)
  }
}

class PgAdvisoryLock implements Lock {
  private client: pg.Client | undefined
  private readonly memoryLock: Lock

  constructor(
    private readonly id: string,
    private readonly locker: PgAdvisoryLocker,
  ) {
    this.memoryLock = locker.memory.newLock(id)
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.memoryLock.lock(signal, requestRelease)
    const client = new pg.Client(this.locker.connection)
    try {
      await client.connect()
      const key = advisoryKey(this.id)
      const deadline = Date.now() + LOCK_WAIT_MS
      for (;;) {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1::bigint) as locked',
          [key],
        )
        if (rows[0]?.locked) break
        if (signal.aborted || Date.now() > deadline) throw LOCKED
        await sleep(RETRY_MS)
      }
      this.client = client
    } catch (error) {
      await client.end().catch(() => undefined)
      await this.memoryLock.unlock()
      throw error
    }
  }

  async unlock(): Promise<void> {
    const client = this.client
    this.client = undefined
    try {
      // Ending the session frees its advisory locks; the explicit unlock only makes that immediate.
      await client
        ?.query('select pg_advisory_unlock($1::bigint)', [advisoryKey(this.id)])
        .catch(() => undefined)
      await client?.end().catch(() => undefined)
    } finally {
      await this.memoryLock.unlock()
    }
  }
}
