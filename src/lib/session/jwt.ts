/** Reads a JWT's `exp` without verifying it: the server verifies; the client only needs to know when to refresh. */
export function tokenExpirySeconds(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const exp: unknown = (JSON.parse(json) as Record<string, unknown>)['exp']
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null
  } catch {
    return null
  }
}

/** A token is valid if its expiry is in the future or it has no expiry. */
export function isTokenValid(token: string, nowMs: number): boolean {
  const exp = tokenExpirySeconds(token)
  return exp === null || exp * 1000 > nowMs
}

/** True when the token expires within `thresholdSeconds` (the spec's: 300 s) and so should be refreshed. */
export function needsRefresh(token: string, nowMs: number, thresholdSeconds: number): boolean {
  const exp = tokenExpirySeconds(token)
  return exp !== null && exp * 1000 - nowMs <= thresholdSeconds * 1000
}
