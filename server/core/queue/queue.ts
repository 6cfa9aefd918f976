import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queueJobs, type QueueJobRow } from '../../db/schema/queue-jobs'

/**
 * The database job queue (decision 027): enqueue, claim, finish. The worker loop is queue-worker.ts.
 *
 * A claimed job holds a lease; `attempts` counts claims and doubles as the claim's token, so a worker whose lease ran
 * out (and whose job another worker claimed again) can no longer finish it: its update matches no row.
 */

export type EnqueueOptions = {
  /** While a job of this queue with this key is queued or running, enqueueing another does nothing. */
  singletonKey?: string
  /** When it may run; now by the app's clock (the one claims compare with, not the database's). */
  runAt?: Date
  maxAttempts?: number
}

/** Adds a job; answers its id, or null when a job with the same singleton key is already waiting or running. */
export async function enqueue(
  db: Db,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const rows = await db
    .insert(queueJobs)
    .values({
      queue,
      payload,
      singletonKey: options.singletonKey ?? null,
      maxAttempts: options.maxAttempts ?? 3,
      runAt: options.runAt ?? new Date(),
    })
    .onConflictDoNothing({
      target: [queueJobs.queue, queueJobs.singletonKey],
      where: sql`${queueJobs.singletonKey} is not null and ${queueJobs.status} in ('queued', 'running')`,
    })
    .returning({ id: queueJobs.id })
  return rows[0]?.id ?? null
}

/** Due: queued and its time has come, or running under a lease that expired (its worker died) with tries left. */
const dueCondition = (queue: string, now: Date) =>
  and(
    eq(queueJobs.queue, queue),
    lt(queueJobs.attempts, queueJobs.maxAttempts),
    or(
      and(eq(queueJobs.status, 'queued'), lte(queueJobs.runAt, now)),
      and(eq(queueJobs.status, 'running'), lt(queueJobs.lockedUntil, now)),
    ),
  )

/**
 * Claims the most overdue job of `queue` for `leaseMs`; several processes never claim the same one. The row is picked
 * and locked first (SKIP LOCKED: a row another claimer holds is passed over, not waited for), then updated, in one
 * transaction: an `UPDATE … WHERE id IN (SELECT … LIMIT 1)` may update more rows than the LIMIT when the planner
 * turns the subquery into a join.
 */
export async function claimNext(
  db: Db,
  queue: string,
  now: Date,
  leaseMs: number,
): Promise<QueueJobRow | null> {
  const due = dueCondition(queue, now)
  return db.transaction(async (tx) => {
    const [picked] = await tx
      .select({ id: queueJobs.id })
      .from(queueJobs)
      .where(due)
      .orderBy(asc(queueJobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!picked) return null
    const [claimed] = await tx
      .update(queueJobs)
      .set({
        status: 'running',
        attempts: sql`${queueJobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
      })
      .where(eq(queueJobs.id, picked.id))
      .returning()
    return claimed ?? null
  })
}

/** The claim `job` still holds (same attempt, still running): the only state a worker may change. */
const heldClaim = (job: QueueJobRow) =>
  and(eq(queueJobs.id, job.id), eq(queueJobs.status, 'running'), eq(queueJobs.attempts, job.attempts))

/** Extends the lease of a job still being worked on; false when the claim was lost. */
export async function extendLease(db: Db, job: QueueJobRow, until: Date): Promise<boolean> {
  const rows = await db
    .update(queueJobs)
    .set({ lockedUntil: until })
    .where(heldClaim(job))
    .returning({ id: queueJobs.id })
  return rows.length > 0
}

export async function completeJob(db: Db, job: QueueJobRow, now: Date): Promise<boolean> {
  const rows = await db
    .update(queueJobs)
    .set({ status: 'done', lockedUntil: null, finishedAt: now, lastError: null })
    .where(heldClaim(job))
    .returning({ id: queueJobs.id })
  return rows.length > 0
}

/** Wait before try n+1: 30 s, 2 min, 8 min… at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 3_600_000)
}

/**
 * Records a failed try: queued again after retryDelayMs while tries are left, else failed for good. Answers the
 * status it left, or null when the claim was lost (another worker has the job now).
 */
export async function failJob(
  db: Db,
  job: QueueJobRow,
  error: string,
  now: Date,
): Promise<'queued' | 'failed' | null> {
  const final = job.attempts >= job.maxAttempts
  const rows = await db
    .update(queueJobs)
    .set(
      final
        ? { status: 'failed', lockedUntil: null, finishedAt: now, lastError: error.slice(0, 2000) }
        : {
            status: 'queued',
            lockedUntil: null,
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
            lastError: error.slice(0, 2000),
          },
    )
    .where(heldClaim(job))
    .returning({ id: queueJobs.id })
  if (rows.length === 0) return null
  return final ? 'failed' : 'queued'
}

/**
 * Jobs whose last try died with its worker (lease expired, no tries left): marked failed, and answered so the
 * worker can tell their owners (a video stays "processing" forever otherwise).
 */
export async function failAbandoned(db: Db, queue: string, now: Date): Promise<QueueJobRow[]> {
  return db
    .update(queueJobs)
    .set({
      status: 'failed',
      lockedUntil: null,
      finishedAt: now,
      lastError: 'The worker stopped during the last try.',
    })
    .where(
      and(
        eq(queueJobs.queue, queue),
        eq(queueJobs.status, 'running'),
        lt(queueJobs.lockedUntil, now),
        gte(queueJobs.attempts, queueJobs.maxAttempts),
      ),
    )
    .returning()
}

/** Finished jobs are kept a while for inspection, then removed: done after 7 days, failed after 30. */
export async function pruneFinished(db: Db, now: Date): Promise<number> {
  const day = 86_400_000
  const rows = await db
    .delete(queueJobs)
    .where(
      or(
        and(eq(queueJobs.status, 'done'), lt(queueJobs.finishedAt, new Date(now.getTime() - 7 * day))),
        and(eq(queueJobs.status, 'failed'), lt(queueJobs.finishedAt, new Date(now.getTime() - 30 * day))),
      ),
    )
    .returning({ id: queueJobs.id })
  return rows.length
}
