import type { Env } from '../../env'
import { enqueue } from '../../core/queue/queue'
import { startQueueWorker, type QueueHandler, type QueueWorker } from '../../core/queue/queue-worker'
import type { ServiceContext } from '../../core/service-context'
import { providerOfSubscription } from './providers'
import { reconcileBilling } from './reconcile'

/** Billing reconciliation in the database job queue (decision 027): one waiting run, whichever process queued it. */
export const BILLING_RECONCILE_QUEUE = 'billing-reconcile'
const SCHEDULED_KEY = 'scheduled'
export const RECONCILE_EVERY_MS = 15 * 60_000
const POLL_MS = 60_000

type ProviderSettings = Parameters<typeof providerOfSubscription>[0]

export const reconcileHandler = (env: ProviderSettings): QueueHandler => ({
  async run(_job, ctx) {
    const result = await reconcileBilling(ctx, (name) => providerOfSubscription(env, name))
    ctx.log.info(result, 'billing reconciled')
  },
})

export type ReconcileSchedule = { worker: QueueWorker; stop: () => Promise<void> }

/** This process's part: a run now, then every 15 minutes (the singleton key keeps it to one waiting run). */
export function startBillingReconcile(ctx: ServiceContext, env: Env): ReconcileSchedule {
  const worker = startQueueWorker(
    ctx,
    { [BILLING_RECONCILE_QUEUE]: reconcileHandler(env) },
    { pollMs: POLL_MS },
  )
  const schedule = () =>
    enqueue(ctx.db, BILLING_RECONCILE_QUEUE, {}, { singletonKey: SCHEDULED_KEY }).then(
      () => worker.wake(),
      (error: unknown) => ctx.log.warn({ err: error }, 'billing reconciliation could not be scheduled'),
    )
  void schedule()
  const timer = setInterval(() => void schedule(), RECONCILE_EVERY_MS)
  timer.unref()
  return {
    worker,
    stop: async () => {
      clearInterval(timer)
      await worker.stop()
    },
  }
}
