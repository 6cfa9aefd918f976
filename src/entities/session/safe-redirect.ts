/**
 * Only same-origin relative paths may be a post-sign-in target: '/jobs?x=1' yes; '//evil.com',
 * '/\evil.com', 'https://evil.com' and 'javascript:' no (an open redirect would make our login a phishing aid).
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null
  // Backslashes and control characters: browsers normalise '/\\evil' and '/\tevil' into other hosts.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null
  try {
    const base = 'https://reelhire.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}
