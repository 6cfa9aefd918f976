// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { toaster } from '@/components/ui/toaster'
import { ShareButton } from './share-button'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const url = 'https://reelhire.test/jobs/j1'

describe('ShareButton', () => {
  it('says the link was copied when the clipboard takes it', async () => {
    const create = vi.spyOn(toaster, 'create')
    const writeText = vi.fn(async () => undefined)
    renderInChakra(<ShareButton url={url} title="Chef at Acme" deps={{ writeText }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link copied' })),
    )
    expect(writeText).toHaveBeenCalledWith(url)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('falls back to a dialog with the link to copy by hand', async () => {
    renderInChakra(
      <ShareButton
        url={url}
        title="Chef at Acme"
        deps={{ writeText: async () => Promise.reject(new Error('denied')) }}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    const dialog = await screen.findByRole('dialog', { name: 'Copy the link' })
    const input = screen.getByLabelText<HTMLInputElement>('Link to this job')
    expect(dialog.contains(input)).toBe(true)
    expect(input.value).toBe(url)
    expect(input.readOnly).toBe(true)
  })
})
