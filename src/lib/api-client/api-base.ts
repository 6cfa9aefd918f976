export type QueryParams = Record<string, string | number | boolean | undefined>

/**
 * Joins the base (which ends in /api) and a path. Callers may write '/contact', 'contact', 'api/contact'
 * or '/api/contact': the leading api segment is dropped so it is never doubled.
 */
export function buildApiUrl(base: string, path: string, query?: QueryParams): string {
  const trimmedBase = base.replace(/\/+$/, '')
  const trimmedPath = path.replace(/^\/+/, '').replace(/^api(?:\/|$)/i, '')
  let url = trimmedPath ? `${trimmedBase}/${trimmedPath}` : trimmedBase
  const search = toSearchParams(query)
  if (search) url += (url.includes('?') ? '&' : '?') + search
  return url
}

function toSearchParams(query: QueryParams | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value))
  }
  return params.toString()
}
