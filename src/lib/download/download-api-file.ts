import { getRuntimeConfig } from '@/config/runtime-config'
import { buildApiUrl, type QueryParams } from '@/lib/api-client/api-base'
import { getAccessTokenRefresher, readAuthToken } from '@/lib/api-client/auth-storage'
import { saveBlob } from './save-blob'

const storage = () => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const fetchWithToken = (url: string, token: string | null) =>
  fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' })

export type ApiFileDownload = {
  /** The API path, e.g. /Resume/{id}/export. */
  path: string
  query?: QueryParams
  /** The name the browser saves the file under. */
  fileName: string
  /** What the error says when the server refuses (the caller knows its own wording). */
  failureMessage: (response: Response) => string | Promise<string>
}

/**
 * A file from the API that needs the bearer header (a CV, a resume export), which a plain link cannot carry: fetch
 * it (refreshing an expired token once, like every other API call), then hand the blob to the browser as a
 * download. A refusal is thrown as an Error with the caller's message.
 */
export async function downloadApiFile({ path, query, fileName, failureMessage }: ApiFileDownload) {
  const url = buildApiUrl(getRuntimeConfig().apiBaseUrl, path, query)
  const token = readAuthToken(storage())
  let response = await fetchWithToken(url, token)
  const refresher = getAccessTokenRefresher()
  if (response.status === 401 && token && refresher && (await refresher(token).catch(() => false))) {
    response = await fetchWithToken(url, readAuthToken(storage()))
  }
  if (!response.ok) throw new Error(await failureMessage(response))
  saveBlob(await response.blob(), fileName)
}
