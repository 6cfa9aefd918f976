import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { CHECKOUT_TEXTS, type CheckoutResult, type CheckoutSession } from '@/api/billing/checkout'
import type { TestPaymentInput } from '@/api/billing/test-payment'
import { ErrorCode } from '@/api/errors'
import { formatCentsPerCycle, MAX_SEATS, priceCents } from '@/api/pricing'
import type { Db } from '../../db/client'
import { checkoutSessions, subscriptions, type CheckoutSessionRow } from '../../db/schema/billing'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import type { SignedInViewer } from '../../core/viewer'
import { billingAccountOf } from './billing-policy'
import { getCart } from './cart'
import { handlePaymentEvent } from './handle-payment-event'
import { invoiceSummaryFor } from './invoices'
import type { PaymentProvider } from './payment-provider'
import { currentSubscriptionOf, subscriptionDetails } from './subscriptions'
import { declinedCheckoutEvent, decideTestCard, paidCheckoutEvents } from './test-provider'

/**
 * Checkout (decision 034): the server's cart, at the version the page showed, becomes a checkout session with
 * the provider; the provider's events (handlePaymentEvent) make the subscription and the invoice.
 */

function toCheckoutSession(row: CheckoutSessionRow, url: string | null = null): CheckoutSession {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    billingCycle: row.billingCycle,
    seats: row.seats,
    amountCents: row.amountCents,
    priceLabel: formatCentsPerCycle(row.amountCents, row.billingCycle),
    url,
    lastError: row.lastError,
  }
}

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT_ERROR, { message })
const refused = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, { message })

async function refuseIfPremium(db: Db, accountId: string, now: Date): Promise<void> {
  const current = await currentSubscriptionOf(db, accountId)
  if (current && current.status === 'active' && current.currentPeriodEnd > now) {
    throw conflict(CHECKOUT_TEXTS.alreadyPremium)
  }
}

/** POST /api/Billing/checkout: a session for the cart as the caller saw it (its version). */
export async function createCheckout(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: { cartVersion: number },
  provider: PaymentProvider,
): Promise<CheckoutSession> {
  const { db } = ctx
  const cart = await getCart(db, viewer.userId)
  if (cart.version !== input.cartVersion) {
    throw new AppError(ErrorCode.VERSION_CONFLICT, {
      message: CHECKOUT_TEXTS.cartChanged,
      details: { version: cart.version },
    })
  }
  const line = cart.items.find((item) => item.id === 'premium-seats')
  if (!line) throw refused(CHECKOUT_TEXTS.emptyCart)
  // A line of quantity 2 for 3 users is 6 seats on one subscription.
  const seats = line.users * line.quantity
  if (seats > MAX_SEATS) throw refused(CHECKOUT_TEXTS.seatsRange)
  const accountId = await billingAccountOf(db, viewer)
  await refuseIfPremium(db, accountId, ctx.now())
  const billingCycle = line.billingCycle
  const amountCents = priceCents(seats, billingCycle)

  // The test provider's session for the same cart is reused, so reloading /checkout opens no new ones.
  if (provider.name === 'test') {
    const [open] = await db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.userId, viewer.userId),
          eq(checkoutSessions.accountId, accountId),
          eq(checkoutSessions.provider, 'test'),
          eq(checkoutSessions.status, 'open'),
          eq(checkoutSessions.cartVersion, cart.version),
        ),
      )
      .limit(1)
    if (open && open.seats === seats && open.billingCycle === billingCycle) return toCheckoutSession(open)
  }

  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, viewer.userId))
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  const id = randomUUID()
  const origin = ctx.settings.PUBLIC_URL
  // The provider is called before the row exists: a session it opened but we failed to store just expires.
  const start = await provider.startCheckout({
    checkoutSessionId: id,
    billingCycle,
    seats,
    unitAmountCents: priceCents(1, billingCycle),
    customerEmail: user.email,
    successUrl: `${origin}/checkout/success?session=${id}`,
    cancelUrl: `${origin}/checkout`,
  })
  const [row] = await db
    .insert(checkoutSessions)
    .values({
      id,
      userId: viewer.userId,
      accountId,
      provider: provider.name,
      providerSessionId: start.providerSessionId,
      billingCycle,
      seats,
      amountCents,
      cartVersion: cart.version,
      createdAt: ctx.now(),
    })
    .returning()
  if (!row) throw new Error('checkout session insert returned no row')
  return toCheckoutSession(row, start.url)
}

async function ownSession(db: Db, viewer: SignedInViewer, id: string): Promise<CheckoutSessionRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, viewer.userId)))
    : []
  if (!row) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: CHECKOUT_TEXTS.sessionNotFound })
  return row
}

/**
 * POST /api/Billing/test-payments/{id}/pay: the test provider takes the card. A decline is recorded on the
 * session and answered 402, with nothing else changed; a success plays Stripe's events into the handler.
 */
export async function payTestCheckout(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  sessionId: string,
  card: TestPaymentInput,
): Promise<CheckoutResult> {
  const session = await ownSession(ctx.db, viewer, sessionId)
  if (session.provider !== 'test')
    throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: CHECKOUT_TEXTS.sessionNotFound })
  if (session.status !== 'open') throw conflict(CHECKOUT_TEXTS.sessionClosed)
  const now = ctx.now()
  await refuseIfPremium(ctx.db, session.accountId, now)
  const outcome = decideTestCard(card, now)
  if (!outcome.ok) {
    await handlePaymentEvent(ctx, declinedCheckoutEvent(session.id, outcome.reason))
    throw new AppError(ErrorCode.PAYMENT_DECLINED, { message: outcome.reason })
  }
  for (const event of paidCheckoutEvents(session, priceCents(1, session.billingCycle), now)) {
    await handlePaymentEvent(ctx, event)
  }
  return getCheckoutResult(ctx.db, viewer, session.id)
}

/** GET /api/Billing/checkout/{id}: the caller's session and what it produced once paid. */
export async function getCheckoutResult(db: Db, viewer: SignedInViewer, id: string): Promise<CheckoutResult> {
  const session = await ownSession(db, viewer, id)
  const [subscription] = session.subscriptionId
    ? await db.select().from(subscriptions).where(eq(subscriptions.id, session.subscriptionId))
    : []
  return {
    session: toCheckoutSession(session),
    subscription: subscription ? await subscriptionDetails(db, subscription) : null,
    invoice: subscription ? await invoiceSummaryFor(db, subscription.id) : null,
  }
}
