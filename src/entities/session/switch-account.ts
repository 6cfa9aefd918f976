import { SwitchAccountResultSchema } from '@/api/accounts'
import { apiRequest } from '@/lib/api-client/api-client'
import { ACTIVE_ACCOUNT_KEY } from '../../lib/session/session-keys'
import { sessionStore } from '../../lib/session/session'

/**
 * POST /api/account/switch {accountId}: the access token carries the active account, so the answer's token
 * replaces ours; the id is kept locally. The caller confirms ('Account Switched') and reloads.
 */
export async function switchAccount(accountId: string): Promise<void> {
  const result = await apiRequest('/account/switch', {
    method: 'POST',
    body: { accountId },
    schema: SwitchAccountResultSchema,
  })
  sessionStore.getState().setTokens(result.token)
  try {
    localStorage.setItem(ACTIVE_ACCOUNT_KEY, result.accountId)
  } catch {
    // The token already carries the account; the stored id only preselects the switcher.
  }
}
