import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client address used for rate limits: the socket's peer, which the client cannot spoof. Behind a
 * proxy (TRUST_PROXY=true) it is the last X-Forwarded-For entry — the one our proxy appended; the
 * entries before it are whatever the client sent.
 */
export function clientAddressResolver(trustProxy: boolean): (c: Context) => string {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
      if (forwarded) return forwarded
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      // app.request() in tests has no socket.
      return 'unknown'
    }
  }
}
