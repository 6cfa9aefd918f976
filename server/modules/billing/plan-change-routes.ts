import { Hono } from 'hono'
import { PLAN_CHANGE_TEXTS, PlanChangeInputSchema } from '@/api/billing/plan-change'
import { BillingSubscriptionSchema } from '@/api/billing/subscription'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { changePlan } from './plan-changes'
import { providerOfSubscription } from './providers'

/** POST /api/Billing/subscription/change (mounted at /api/Billing). */
export const billingPlanRoutes = new Hono<AppEnv>().post(
  '/subscription/change',
  describeRoute({
    tags: ['Billing'],
    summary: 'Change the seats and/or switch monthly ⇄ annual, prorated',
    description:
      'About the account the caller manages billing for. The same cycle keeps the period and charges the ' +
      'difference for the time left; a new cycle starts a new period now, crediting the unused part. Nothing ' +
      `is refunded. Send an ${IDEMPOTENCY_HEADER} so a retried request changes the plan once.`,
    auth: 'verified',
    response: BillingSubscriptionSchema,
    responses: {
      400: 'VALIDATION_ERROR: 1–20 seats, not fewer than the seats in use; something must change.',
      404: 'NOT_FOUND_ERROR: the account has no active subscription.',
      409: 'CONFLICT_ERROR: already this plan, or its provider is not configured here.',
    },
  }),
  ...requireViewer({ verified: true }),
  validateJson(PlanChangeInputSchema),
  async (c) => {
    const result = await changePlan(serviceContext(c), c.var.viewer, c.req.valid('json'), (name) =>
      providerOfSubscription(c.var.deps.env, name),
    )
    return ok(c, result, PLAN_CHANGE_TEXTS.changed)
  },
)
