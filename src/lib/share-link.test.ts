import { describe, expect, it, vi } from 'vitest'
import { shareLink } from './share-link'

const data = { url: 'https://reelhire.test/jobs/1', title: 'Chef at Acme' }
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' })

describe('shareLink', () => {
  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn(async () => undefined)
    const writeText = vi.fn(async () => undefined)
    expect(await shareLink(data, { share, writeText })).toBe('shared')
    expect(share).toHaveBeenCalledWith({ url: data.url, title: data.title })
    expect(writeText).not.toHaveBeenCalled()
  })

  it('a closed share sheet is not a failure: nothing else happens', async () => {
    const writeText = vi.fn(async () => undefined)
    expect(await shareLink(data, { share: async () => Promise.reject(abort()), writeText })).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the link when sharing is missing, refused or fails', async () => {
    const writeText = vi.fn(async () => undefined)
    expect(await shareLink(data, { writeText })).toBe('copied')
    expect(await shareLink(data, { share: vi.fn(), canShare: () => false, writeText })).toBe('copied')
    expect(await shareLink(data, { share: async () => Promise.reject(new Error('x')), writeText })).toBe(
      'copied',
    )
    expect(writeText).toHaveBeenCalledWith(data.url)
  })

  it('falls back to copying by hand when the clipboard is denied or missing', async () => {
    expect(await shareLink(data, { writeText: async () => Promise.reject(new Error('denied')) })).toBe(
      'manual',
    )
    expect(await shareLink(data, {})).toBe('manual')
  })
})
