import type { Context } from 'hono'
import type { AppEnv } from '../../core/app-env'
import { enforceRateLimit } from '../../core/rate-limit'
import type { AuthLimitScope } from '../../core/module-settings'

/**
 * Counts one attempt against both keys of an auth action — the client address (not spoofable, see
 * client-address.ts) and the account it targets — and answers 429 when either is over its limit.
 * Both are counted every time, so rotating addresses does not help against one account, nor the reverse.
 */
export async function enforceAuthLimit(c: Context<AppEnv>, scope: AuthLimitScope, accountKey: string) {
  const limits = c.var.deps.authLimits[scope]
  await enforceRateLimit(c, [
    { key: `auth:${scope}:ip:${c.var.deps.clientAddress(c)}`, rule: limits.address },
    { key: `auth:${scope}:account:${accountKey.toLowerCase()}`, rule: limits.account },
  ])
}
