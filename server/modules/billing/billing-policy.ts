import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { AppError } from '../../core/app-error'
import { membershipIn } from '../../core/policy'
import type { SignedInViewer } from '../../core/viewer'

/**
 * Who pays for what. An account's Premium is bought, and its invoices read, by the people who manage it: its
 * owner (membership Admin) or an employer member. A recruiter of a company account buys for their personal
 * account instead; a platform role grants nothing here, since billing is about one's own money.
 */

const BILLING_MEMBERSHIPS = new Set(['Admin', 'Employer'])

export function mayManageBilling(viewer: SignedInViewer, accountId: string): boolean {
  const membership = membershipIn(viewer, accountId)
  return membership !== null && BILLING_MEMBERSHIPS.has(membership)
}

/** The account a purchase or a billing page is about: the one the caller acts in if they manage it, else their own. */
export async function billingAccountOf(db: Db, viewer: SignedInViewer): Promise<string> {
  if (viewer.accountId && mayManageBilling(viewer, viewer.accountId)) return viewer.accountId
  const [personal] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerUserId, viewer.userId), eq(accounts.kind, 'personal')))
    .limit(1)
  if (!personal) throw new AppError(ErrorCode.AUTHORIZATION_ERROR)
  return personal.id
}
