import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { accountMemberships } from '../../db/schema/accounts'
import type { AuthContext } from '../auth/sessions'
import type { Viewer } from '../../core/policy'

/**
 * The policy's viewer from the request's auth (null when signed out): the user's role, the account they act
 * in with their role there, and every membership (the policy caps capabilities on an account's items by
 * the membership role in that account, whichever account the user is acting in).
 */
export async function viewerFor(db: Db, auth: AuthContext | null): Promise<Viewer> {
  if (!auth) return null
  const rows = await db
    .select({ accountId: accountMemberships.accountId, role: accountMemberships.role })
    .from(accountMemberships)
    .where(eq(accountMemberships.userId, auth.userId))
  const memberships: Record<string, string> = {}
  for (const row of rows) memberships[row.accountId] = row.role
  const accountRole = auth.accountId ? (memberships[auth.accountId] ?? null) : null
  return {
    userId: auth.userId,
    role: auth.role,
    // A session pointing at an account the user has since left acts in no account.
    accountId: accountRole ? auth.accountId : null,
    accountRole,
    memberships,
  }
}
