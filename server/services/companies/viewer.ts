import type { Db } from '../../db/client'
import { membershipRole } from '../accounts'
import type { AuthContext } from '../auth/sessions'
import type { Viewer } from '../policy'

/** The policy's viewer from the request's auth (null when signed out): role plus role in the current account. */
export async function viewerFor(db: Db, auth: AuthContext | null): Promise<Viewer> {
  if (!auth) return null
  const accountRole = auth.accountId ? await membershipRole({ db }, auth.userId, auth.accountId) : null
  return {
    userId: auth.userId,
    role: auth.role,
    // A session pointing at an account the user has since left acts in no account.
    accountId: accountRole ? auth.accountId : null,
    accountRole,
  }
}
