import { queryOptions, useQuery } from '@tanstack/react-query'
import { AvailableAccountListSchema, type AvailableAccount } from '@/api/accounts'
import { apiRequest } from '@/lib/api-client/api-client'
import { ACTIVE_ACCOUNT_KEY } from '../../lib/session/session-keys'
import { useIsSignedIn } from '../../lib/session/use-session'

/** GET /api/account/available: the accounts the user may switch to; an empty list on failure. */
export async function fetchAvailableAccounts(signal?: AbortSignal): Promise<AvailableAccount[]> {
  try {
    return await apiRequest('/account/available', { schema: AvailableAccountListSchema, signal })
  } catch {
    return []
  }
}

export const availableAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'available'],
    queryFn: ({ signal }) => fetchAvailableAccounts(signal),
  })

/** The accounts for the shell's switcher and /account; nothing while signed out. */
export function useAvailableAccounts() {
  const signedIn = useIsSignedIn()
  const query = useQuery({ ...availableAccountsQueryOptions(), enabled: signedIn })
  const accounts = signedIn ? (query.data ?? []) : []
  let stored: string | null = null
  try {
    stored = localStorage.getItem(ACTIVE_ACCOUNT_KEY)
  } catch {
    stored = null
  }
  const activeAccountId =
    accounts.find((a) => a.isActive)?.id ??
    accounts.find((a) => a.id === stored)?.id ??
    accounts[0]?.id ??
    null
  return { accounts, activeAccountId, isLoading: signedIn && query.isPending }
}
