import { startQueueWorker, type QueueWorker } from '../../core/queue/queue-worker'
import type { ServiceContext } from '../../core/service-context'
import { COMMISSION_APPROVAL_QUEUE, commissionApprovalHandler } from './commissions'

/** Approvals are due days ahead, never urgent: an idle process looks once a minute. */
const POLL_MS = 60_000

export function startAffiliateWorker(ctx: ServiceContext): QueueWorker {
  return startQueueWorker(
    ctx,
    { [COMMISSION_APPROVAL_QUEUE]: commissionApprovalHandler },
    { pollMs: POLL_MS },
  )
}
