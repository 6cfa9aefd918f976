import { getRuntimeConfig } from '@/config/runtime-config'
import { buildApiUrl } from '@/lib/api-client/api-base'
import { getAccessTokenRefresher, readAuthToken } from '@/lib/api-client/auth-storage'

/** The formats GET /api/Resume/{id}/export gives: pdf (the default, seed 2 §9) and the JSON Resume file. */
export type ResumeExportFormat = 'pdf' | 'json'

const storage = () => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const fetchWithToken = (url: string, token: string | null) =>
  fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' })

/** 'Ana Silva — Frontend' → 'ana-silva-frontend.pdf'. */
export function exportFileName(name: string, format: ResumeExportFormat): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${base || 'resume'}.${format}`
}

/** The error envelope's message, when the server sent one. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown }
    if (typeof body.message === 'string' && body.message.trim()) return body.message
  } catch {
    // Not JSON: fall through to the generic text.
  }
  return response.status === 404
    ? 'This resume is not available.'
    : `The resume could not be downloaded (${response.status}). Please try again.`
}

/**
 * GET /api/Resume/{id}/export?format= needs the bearer header for anything but a public resume, which a plain
 * link cannot carry: fetch the file (refreshing an expired token once), then hand the blob to the browser as a
 * download named after the resume.
 */
export async function downloadResume(
  id: string,
  name: string,
  format: ResumeExportFormat = 'pdf',
): Promise<void> {
  const url = buildApiUrl(getRuntimeConfig().apiBaseUrl, `/Resume/${encodeURIComponent(id)}/export`, {
    format,
  })
  const token = readAuthToken(storage())
  let response = await fetchWithToken(url, token)
  const refresher = getAccessTokenRefresher()
  if (response.status === 401 && token && refresher && (await refresher(token).catch(() => false))) {
    response = await fetchWithToken(url, readAuthToken(storage()))
  }
  if (!response.ok) throw new Error(await failureMessage(response))
  const blob = await response.blob()
  const href = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = href
  anchor.download = exportFileName(name, format)
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
