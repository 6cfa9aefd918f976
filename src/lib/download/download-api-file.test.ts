// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, registerAccessTokenRefresher } from '@/lib/api-client/auth-storage'
import { downloadApiFile } from './download-api-file'

afterEach(() => {
  registerAccessTokenRefresher(null)
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const authOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization

/** Records what the browser was asked to save (the anchor clicked with its download name and blob). */
function captureSaves() {
  const saved: { name: string; href: string }[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:file-1')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href })
  })
  return saved
}

describe('downloadApiFile', () => {
  it('sends the token, refreshes it once on a 401, and saves the file under its name', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale')
    registerAccessTokenRefresher(async () => {
      localStorage.setItem(AUTH_TOKEN_KEY, 'fresh')
      return true
    })
    const fetch = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(new Response('', { status: 401 }))
      .mockResolvedValueOnce(new Response('%PDF-1.7'))
    vi.stubGlobal('fetch', fetch)
    const saved = captureSaves()

    await downloadApiFile({
      path: '/Resume/r1/export',
      query: { format: 'pdf' },
      fileName: 'ana-silva.pdf',
      failureMessage: () => 'nope',
    })

    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[0]?.[0]).toMatch(/\/api\/Resume\/r1\/export\?format=pdf$/)
    expect(authOf(fetch.mock.calls[0]?.[1])).toBe('Bearer stale')
    expect(authOf(fetch.mock.calls[1]?.[1])).toBe('Bearer fresh')
    expect(saved).toEqual([{ name: 'ana-silva.pdf', href: 'blob:file-1' }])
  })

  it('throws the caller’s message for a refusal and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    )
    const saved = captureSaves()
    await expect(
      downloadApiFile({
        path: '/Applications/a1/cv',
        fileName: 'cv.pdf',
        failureMessage: (response) => `refused (${response.status})`,
      }),
    ).rejects.toThrow('refused (404)')
    expect(saved).toEqual([])
  })
})
