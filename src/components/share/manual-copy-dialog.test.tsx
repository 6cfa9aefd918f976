// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { ManualCopyDialog } from './manual-copy-dialog'

afterEach(cleanup)

const url = 'https://reelhire.test/resumes/ana-silva'

describe('ManualCopyDialog', () => {
  it('shows the link in a read-only field its label names, focused for copying', async () => {
    renderInChakra(<ManualCopyDialog url={url} label="Link to this resume" onClose={() => undefined} />)
    const dialog = await screen.findByRole('dialog', { name: 'Copy the link' })
    const input = screen.getByLabelText<HTMLInputElement>('Link to this resume')
    expect(dialog.contains(input)).toBe(true)
    expect(input.value).toBe(url)
    expect(input.readOnly).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(input))
  })

  it('gives each open dialog its own field id', () => {
    renderInChakra(
      <>
        <ManualCopyDialog url={url} label="Link to this resume" onClose={() => undefined} />
        <ManualCopyDialog url={`${url}-2`} label="Link to this job" onClose={() => undefined} />
      </>,
    )
    expect(screen.getByLabelText<HTMLInputElement>('Link to this resume').value).toBe(url)
    expect(screen.getByLabelText<HTMLInputElement>('Link to this job').value).toBe(`${url}-2`)
  })

  it('is closed without a link', () => {
    renderInChakra(<ManualCopyDialog url={null} label="Link to this job" onClose={() => undefined} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Done closes it', async () => {
    const onClose = vi.fn()
    renderInChakra(<ManualCopyDialog url={url} label="Link to this job" onClose={onClose} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
