import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type Stripe from 'stripe'
import { subscriptions } from '../../db/schema/billing'
import { billingCustomers } from '../../db/schema/payment-methods'
import type { ServiceContext } from '../../core/service-context'

/**
 * Which Stripe customer an account is: the one recorded for it, else the customer of its newest Stripe
 * subscription (Checkout made it), else — only when `create` — a new one, recorded.
 */
export async function stripeCustomerOf(
  stripe: Stripe,
  ctx: ServiceContext,
  accountId: string,
  create: { email: string } | null,
): Promise<string | null> {
  const [known] = await ctx.db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.accountId, accountId), eq(billingCustomers.provider, 'stripe')))
  if (known) return known.id
  const [subscribed] = await ctx.db
    .select({ id: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.provider, 'stripe'),
        isNotNull(subscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  const found = subscribed?.id ?? null
  if (!found && !create) return null
  const id =
    found ??
    (await stripe.customers.create({ email: create?.email, metadata: { reelhireAccountId: accountId } })).id
  await ctx.db
    .insert(billingCustomers)
    .values({ accountId, provider: 'stripe', providerCustomerId: id, createdAt: ctx.now() })
    .onConflictDoNothing()
  return id
}
