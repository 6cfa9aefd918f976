import { getRuntimeConfig } from '@/config/runtime-config'
import { buildApiUrl } from '@/lib/api-client/api-base'
import { getAccessTokenRefresher, readAuthToken } from '@/lib/api-client/auth-storage'

const storage = () => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

async function fetchWithToken(url: string, token: string | null): Promise<Response> {
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' })
}

/**
 * GET /api/Applications/{id}/cv needs the bearer header, which a plain link cannot carry: fetch the file
 * (refreshing an expired token once), then hand the blob to the browser as a download.
 */
export async function downloadCv(path: string, fileName: string): Promise<void> {
  const url = buildApiUrl(getRuntimeConfig().apiBaseUrl, path)
  const token = readAuthToken(storage())
  let response = await fetchWithToken(url, token)
  const refresher = getAccessTokenRefresher()
  if (response.status === 401 && token && refresher && (await refresher(token).catch(() => false))) {
    response = await fetchWithToken(url, readAuthToken(storage()))
  }
  if (!response.ok) throw new Error(`The CV could not be downloaded (${response.status})`)
  const blob = await response.blob()
  const href = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = href
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
