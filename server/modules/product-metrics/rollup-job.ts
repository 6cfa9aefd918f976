import * as v from 'valibot'
import { enqueue } from '../../core/queue/queue'
import { startQueueWorker, type QueueHandler, type QueueWorker } from '../../core/queue/queue-worker'
import type { ServiceContext } from '../../core/service-context'
import type { Db } from '../../db/client'
import { runRollup } from './rollups'

/** The product dashboard's rollups run in the database job queue (decision 027), shared by every server process. */
export const PRODUCT_METRICS_QUEUE = 'product-metrics'
/** One scheduled run waits at a time, whichever process scheduled it. */
const SCHEDULED_KEY = 'scheduled'
const RECOMPUTE_KEY = 'recompute'
/** How often the figures are brought up to date. */
export const ROLLUP_EVERY_MS = 60 * 60_000
/**
 * The first run waits a little after start: a first backfill reads years of rows (seconds on the embedded
 * database, which runs one query at a time), and a starting server has its own work to do first.
 */
export const FIRST_RUN_AFTER_MS = 2 * 60_000
/** An idle process looks for a rollup this often (an admin's recompute waits at most this long elsewhere). */
const POLL_MS = 15_000

const PayloadSchema = v.object({
  from: v.optional(v.pipe(v.string(), v.isoDate())),
  to: v.optional(v.pipe(v.string(), v.isoDate())),
})

export const rollupHandler: QueueHandler = {
  async run(job, ctx) {
    const payload = v.parse(PayloadSchema, job.payload)
    await runRollup(ctx, payload.from && payload.to ? { from: payload.from, to: payload.to } : undefined)
  },
  // A long backfill on a busy embedded database: keep the claim a while between heartbeats.
  leaseMs: 10 * 60_000,
}

/** Queues the next scheduled run (nothing when one is already waiting or running). */
export const scheduleRollup = (db: Db, runAt?: Date) =>
  enqueue(db, PRODUCT_METRICS_QUEUE, {}, { singletonKey: SCHEDULED_KEY, ...(runAt ? { runAt } : {}) })

/** This process's worker, once started: a recompute asked for here starts at once instead of at the next poll. */
let localWorker: QueueWorker | null = null

/** An admin's "recompute these days" (nothing when one is already waiting or running). */
export async function queueRecompute(db: Db, range: { from: string; to: string }): Promise<string | null> {
  const id = await enqueue(db, PRODUCT_METRICS_QUEUE, range, { singletonKey: RECOMPUTE_KEY })
  if (id) localWorker?.wake()
  return id
}

export type RollupSchedule = { worker: QueueWorker; stop: () => Promise<void> }

/**
 * This process's part: a run shortly after start (the first one backfills), then one every hour. Every process schedules,
 * the singleton key keeps it to one waiting run, and the queue's claims to one process running it.
 */
export function startProductMetrics(ctx: ServiceContext): RollupSchedule {
  const worker = startQueueWorker(ctx, { [PRODUCT_METRICS_QUEUE]: rollupHandler }, { pollMs: POLL_MS })
  localWorker = worker
  const schedule = (runAt?: Date) =>
    scheduleRollup(ctx.db, runAt).then(
      () => worker.wake(),
      (error: unknown) => ctx.log.warn({ err: error }, 'product metrics rollup could not be scheduled'),
    )
  void schedule(new Date(ctx.now().getTime() + FIRST_RUN_AFTER_MS))
  const timer = setInterval(() => void schedule(), ROLLUP_EVERY_MS)
  timer.unref()
  return {
    worker,
    stop: async () => {
      clearInterval(timer)
      if (localWorker === worker) localWorker = null
      await worker.stop()
    },
  }
}
