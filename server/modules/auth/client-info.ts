import type { Context } from 'hono'
import type { AppEnv } from '../../core/app-env'
import type { ClientInfo } from './sessions'

/** The client a new session records: its user agent and address (null when the address is unknown). */
export function clientInfo(c: Context<AppEnv>): ClientInfo {
  const address = c.var.deps.clientAddress(c)
  return { userAgent: c.req.header('user-agent') ?? null, ipAddress: address === 'unknown' ? null : address }
}
