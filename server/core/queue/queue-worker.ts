import type { QueueJobRow } from '../../db/schema/queue-jobs'
import type { ServiceContext } from '../service-context'
import { claimNext, completeJob, extendLease, failAbandoned, failJob, pruneFinished } from './queue'

/** What a queue does with its jobs. */
export type QueueHandler = {
  /** Does the job; a throw fails this try (retried later while tries are left). */
  run(job: QueueJobRow, ctx: ServiceContext): Promise<void>
  /** Called once when the job has failed for good, so its owner is told (e.g. a video marked failed). */
  onFailed?(job: QueueJobRow, error: string, ctx: ServiceContext): Promise<void>
  /** How long a claim holds without a heartbeat; the worker renews it every third of it. Default 2 minutes. */
  leaseMs?: number
  /** Jobs of this queue one process runs at once. Default 1 (video work is CPU-bound). */
  concurrency?: number
}

export type QueueWorkerOptions = {
  /** How often each queue is looked at when nothing woke the worker. Default 5 s. */
  pollMs?: number
}

export type QueueWorker = {
  /** Looks for work now (after an enqueue in this process) instead of at the next poll. */
  wake(): void
  /** Resolves when no job is running in this process (tests). */
  idle(): Promise<void>
  /** Stops claiming and waits for the running jobs. */
  stop(): Promise<void>
}

const DEFAULT_LEASE_MS = 120_000
const PRUNE_EVERY_MS = 3_600_000

/**
 * Runs the handlers' jobs in this process. Every server process starts one: the claims in queue.ts keep them from
 * running a job twice, and a job whose process died is claimed again once its lease expires.
 */
export function startQueueWorker(
  ctx: ServiceContext,
  handlers: Readonly<Record<string, QueueHandler>>,
  options: QueueWorkerOptions = {},
): QueueWorker {
  const running = new Set<Promise<void>>()
  const busy = new Map<string, number>()
  let stopped = false
  let ticking: Promise<void> | null = null
  let lookAgain = false
  let lastPrune = 0

  async function runJob(queue: string, handler: QueueHandler, job: QueueJobRow): Promise<void> {
    const leaseMs = handler.leaseMs ?? DEFAULT_LEASE_MS
    const heartbeat = setInterval(() => {
      extendLease(ctx.db, job, new Date(ctx.now().getTime() + leaseMs)).catch((error: unknown) =>
        ctx.log.warn({ err: error, queue, jobId: job.id }, 'queue lease renewal failed'),
      )
    }, leaseMs / 3)
    heartbeat.unref()
    try {
      await handler.run(job, ctx)
      clearInterval(heartbeat)
      await completeJob(ctx.db, job, ctx.now())
    } catch (error) {
      clearInterval(heartbeat)
      const message = error instanceof Error ? error.message : String(error)
      ctx.log.warn({ err: error, queue, jobId: job.id, attempt: job.attempts }, 'queue job failed')
      const status = await failJob(ctx.db, job, message, ctx.now())
      if (status === 'failed') await handler.onFailed?.(job, message, ctx)
    }
  }

  async function fill(queue: string, handler: QueueHandler): Promise<void> {
    const limit = handler.concurrency ?? 1
    for (const job of await failAbandoned(ctx.db, queue, ctx.now())) {
      await handler.onFailed?.(job, job.lastError ?? 'failed', ctx)
    }
    while (!stopped && (busy.get(queue) ?? 0) < limit) {
      const job = await claimNext(ctx.db, queue, ctx.now(), handler.leaseMs ?? DEFAULT_LEASE_MS)
      if (!job) return
      busy.set(queue, (busy.get(queue) ?? 0) + 1)
      const done: Promise<void> = runJob(queue, handler, job)
        .catch((error: unknown) => ctx.log.error({ err: error, queue, jobId: job.id }, 'queue job crashed'))
        .finally(() => {
          busy.set(queue, (busy.get(queue) ?? 1) - 1)
          running.delete(done)
          wake() // a slot is free: the next job may be waiting
        })
      running.add(done)
    }
  }

  async function tick(): Promise<void> {
    for (const [queue, handler] of Object.entries(handlers)) await fill(queue, handler)
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now()
      await pruneFinished(ctx.db, ctx.now())
    }
  }

  function wake(): void {
    if (stopped) return
    if (ticking) {
      // Look again once this pass is done: it may have missed what just arrived.
      lookAgain = true
      return
    }
    ticking = tick()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'queue poll failed'))
      .finally(() => {
        ticking = null
        if (lookAgain) {
          lookAgain = false
          wake()
        }
      })
  }

  const timer = setInterval(wake, options.pollMs ?? 5_000)
  timer.unref()
  wake()

  return {
    wake,
    async idle() {
      while (ticking || running.size > 0) {
        await ticking
        await Promise.all(running)
      }
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await ticking
      await Promise.all(running)
    },
  }
}
