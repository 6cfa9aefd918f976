import { and, eq } from 'drizzle-orm'
import type { QueueHandler } from '../../core/queue/queue-worker'
import { startQueueWorker, type QueueWorker } from '../../core/queue/queue-worker'
import type { ServiceContext } from '../../core/service-context'
import { outreachSends } from '../../db/schema/outreach'
import { OUTREACH_QUEUE, parseStepJob } from './outreach-queue'
import { claimStep } from './step-claim'
import { deliverStep } from './step-delivery'

/**
 * One outreach step per job. The send row decides who delivers: the job that claimed the step (its id is on
 * the row) delivers it, again on its own retries; any other job for the same step finds the row and stops.
 * The queue runs a job in one process at a time, so a step is handed to the mail layer once.
 */
export const outreachHandler: QueueHandler = {
  async run(job, ctx) {
    const payload = parseStepJob(job.payload)
    if (!payload) return
    const [existing] = await ctx.db
      .select()
      .from(outreachSends)
      .where(and(eq(outreachSends.enrolmentId, payload.enrolmentId), eq(outreachSends.step, payload.step)))
    const send = existing ?? (await claimStep(ctx, job, payload))
    if (!send || send.jobId !== job.id || send.status !== 'queued') return
    await deliverStep(ctx, send)
  },
  async onFailed(job, _error, ctx) {
    await ctx.db
      .update(outreachSends)
      .set({ status: 'failed' })
      .where(and(eq(outreachSends.jobId, job.id), eq(outreachSends.status, 'queued')))
  },
  concurrency: 4,
}

/** How often an idle process looks for due steps. */
const POLL_MS = 2_000

/** This process's share of outreach sending (every server process runs one). */
export function startOutreachWorker(ctx: ServiceContext, pollMs = POLL_MS): QueueWorker {
  return startQueueWorker(ctx, { [OUTREACH_QUEUE]: outreachHandler }, { pollMs })
}
