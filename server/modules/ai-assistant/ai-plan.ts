import type { ServiceContext } from '../../core/service-context'
import { hasActivePremium } from '../billing/subscriptions'

/**
 * Whether the user's plan includes unlimited AI (seed 1 §6: "Premium and paid plans: unlimited"). The one place
 * the AI quota asks about plans: a Premium seat on an active, paid-up subscription (billing's answer).
 */
export function hasUnlimitedAi(ctx: ServiceContext, userId: string): Promise<boolean> {
  return hasActivePremium(ctx, userId)
}
