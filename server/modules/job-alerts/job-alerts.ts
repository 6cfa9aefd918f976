import { and, count, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { ErrorCode } from '@/api/errors'
import { JOB_ALERT_TEXTS } from '@/api/job-alerts/job-alert-messages'
import { MAX_JOB_ALERTS, type JobAlertFrequency } from '@/api/job-alerts/job-alert-settings'
import { isEmptyAlertQuery, normalizeAlertQuery } from '@/api/job-alerts/job-alert-query'
import type {
  JobAlert,
  JobAlertDeleteResult,
  JobAlertList,
  JobAlertUnsubscribeResult,
} from '@/api/job-alerts/job-alert'
import type { JobAlertInputSchema, JobAlertUpdateInputSchema } from '@/api/job-alerts/job-alert-input'
import type { Db } from '../../db/client'
import { jobAlerts, type JobAlertRow } from '../../db/schema/job-alerts'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import { newUnsubscribeSalt, tokenAlertId, tokenMatches } from './alert-tokens'
import type { ServiceContext } from '../../core/service-context'

type SignedIn = { userId: string }

const DAY_MS = 86_400_000

/**
 * When an alert of `frequency` is next due after a run (or creation, or resume) at `from`. Instant ones are
 * due at the next worker tick (a second later, so never twice in one tick).
 */
export function nextRunAfter(frequency: JobAlertFrequency, from: Date): Date {
  if (frequency === 'instant') return new Date(from.getTime() + 1000)
  return new Date(from.getTime() + (frequency === 'daily' ? 1 : 7) * DAY_MS)
}

export function toJobAlert(row: JobAlertRow): JobAlert {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    status: row.status,
    lastSentAt: row.lastSentAt ? row.lastSentAt.toISOString() : null,
    nextRunAt: row.status === 'active' && row.nextRunAt ? row.nextRunAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const alertNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'This job alert does not exist.' })

const emptyQuery = () =>
  new AppError(ErrorCode.VALIDATION_ERROR, {
    message: `Validation failed: query: ${JOB_ALERT_TEXTS.emptyQuery}`,
    details: { issues: [{ path: 'query', message: JOB_ALERT_TEXTS.emptyQuery }] },
  })

/** POST /api/Job/alerts: at most MAX_JOB_ALERTS per user; new jobs are those posted from now on. */
export async function createAlert(
  ctx: ServiceContext,
  viewer: SignedIn,
  input: v.InferOutput<typeof JobAlertInputSchema>,
): Promise<JobAlert> {
  const { db } = ctx
  const now = ctx.now()
  const query = normalizeAlertQuery(input.query)
  if (isEmptyAlertQuery(query)) throw emptyQuery()
  const [existing] = await db
    .select({ n: count() })
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, viewer.userId))
  if (Number(existing?.n ?? 0) >= MAX_JOB_ALERTS) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: JOB_ALERT_TEXTS.tooMany })
  }
  const [row] = await db
    .insert(jobAlerts)
    .values({
      userId: viewer.userId,
      name: input.name,
      query,
      frequency: input.frequency,
      status: input.status,
      nextRunAt: input.status === 'active' ? nextRunAfter(input.frequency, now) : null,
      lastRunAt: now,
      unsubscribeSalt: newUnsubscribeSalt(),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) throw new Error('alert insert returned no row')
  return toJobAlert(row)
}

/** GET /api/Job/alerts: the caller's alerts, newest first. */
export async function listAlerts(db: Db, viewer: SignedIn): Promise<JobAlertList> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, viewer.userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
  return { items: rows.map(toJobAlert), total: rows.length }
}

async function ownAlert(db: Db, viewer: SignedIn, id: string): Promise<JobAlertRow> {
  if (!isUuid(id)) throw alertNotFound()
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, viewer.userId)))
  // Someone else's alert is as absent as a missing one.
  if (!row) throw alertNotFound()
  return row
}

/**
 * PUT /api/Job/alerts/{id}. Pausing stops the schedule; resuming restarts it from now (jobs posted while
 * paused are not mailed). A new frequency reschedules from now.
 */
export async function updateAlert(
  ctx: ServiceContext,
  viewer: SignedIn,
  id: string,
  input: v.InferOutput<typeof JobAlertUpdateInputSchema>,
): Promise<JobAlert> {
  const { db } = ctx
  const now = ctx.now()
  const row = await ownAlert(db, viewer, id)
  const changes: Partial<typeof jobAlerts.$inferInsert> = { updatedAt: now }
  if (input.name !== undefined) changes.name = input.name
  if (input.query !== undefined) {
    const query = normalizeAlertQuery(input.query)
    if (isEmptyAlertQuery(query)) throw emptyQuery()
    changes.query = query
  }
  const frequency = input.frequency ?? row.frequency
  const status = input.status ?? row.status
  if (input.frequency !== undefined) changes.frequency = input.frequency
  if (input.status !== undefined) changes.status = input.status
  if (status === 'paused') {
    changes.nextRunAt = null
  } else if (row.status === 'paused') {
    changes.nextRunAt = nextRunAfter(frequency, now)
    changes.lastRunAt = now
  } else if (input.frequency !== undefined && input.frequency !== row.frequency) {
    changes.nextRunAt = nextRunAfter(frequency, now)
  }
  const [updated] = await db.update(jobAlerts).set(changes).where(eq(jobAlerts.id, row.id)).returning()
  if (!updated) throw alertNotFound()
  return toJobAlert(updated)
}

/** DELETE /api/Job/alerts/{id}. */
export async function deleteAlert(db: Db, viewer: SignedIn, id: string): Promise<JobAlertDeleteResult> {
  const row = await ownAlert(db, viewer, id)
  await db.delete(jobAlerts).where(eq(jobAlerts.id, row.id))
  return { id: row.id, deleted: true }
}

const invalidToken = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: JOB_ALERT_TEXTS.unsubscribeInvalid })

/**
 * GET /api/Job/alerts/unsubscribe?token=… (no sign-in): a valid token pauses its alert and rotates the
 * salt, so the token (and every earlier mail's link) works once. A malformed token is 400, an unknown,
 * forged or used one 404.
 */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<JobAlertUnsubscribeResult> {
  const { db } = ctx
  const now = ctx.now()
  const alertId = tokenAlertId(token)
  if (!alertId || !isUuid(alertId)) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: 'Validation failed: token: Token is invalid',
      details: { issues: [{ path: 'token', message: 'Token is invalid' }] },
    })
  }
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))
  if (!row || !tokenMatches(ctx.settings.JWT_SECRET, token, row.id, row.unsubscribeSalt)) throw invalidToken()
  const [updated] = await db
    .update(jobAlerts)
    .set({ status: 'paused', nextRunAt: null, unsubscribeSalt: newUnsubscribeSalt(), updatedAt: now })
    // Only if the salt is still the one the token was signed with: a second use (even a racing one) fails.
    .where(and(eq(jobAlerts.id, row.id), eq(jobAlerts.unsubscribeSalt, row.unsubscribeSalt)))
    .returning()
  if (!updated) throw invalidToken()
  return { alertId: updated.id, name: updated.name, status: 'paused' }
}
