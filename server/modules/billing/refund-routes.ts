import { Hono } from 'hono'
import { AFFILIATE_TEXTS } from '@/api/affiliates/affiliate-dashboard'
import { RefundInputSchema, RefundResultSchema } from '@/api/billing/refund'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { refundInvoice } from './refunds'

/** /api/Billing/invoices/{id}/refund: the admins' refund (issue 18). */
export const billingRefundRoutes = new Hono<AppEnv>().post(
  '/invoices/:id/refund',
  describeRoute({
    tags: ['Billing'],
    summary: 'Record the full refund of a paid invoice (admins)',
    description:
      'For the built-in test provider the refund itself; for Stripe, record a refund made in Stripe. Goes through ' +
      'the payment event handler once per invoice; the affiliate commission on it is reversed. A repeat changes nothing.',
    auth: 'verified',
    params: { id: 'The invoice id.' },
    response: RefundResultSchema,
    responses: {
      403: 'AUTHORIZATION_ERROR: the caller is not an admin.',
      404: 'NOT_FOUND_ERROR: no such invoice.',
    },
  }),
  uuidParam('id', AFFILIATE_TEXTS.invoiceNotFound),
  ...requireViewer({ verified: true }),
  validateJson(RefundInputSchema),
  async (c) => {
    const { reason } = c.req.valid('json')
    return ok(c, await refundInvoice(serviceContext(c), c.var.viewer, c.req.param('id'), reason ?? null))
  },
)
