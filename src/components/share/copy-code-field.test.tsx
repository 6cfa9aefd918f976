// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { CopyCodeField } from './copy-code-field'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const code = '<iframe src="https://reelhire.test/embedded-resume/ana"></iframe>'

describe('CopyCodeField', () => {
  it('shows the code read-only under its label and copies it with the button', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderInChakra(<CopyCodeField label="Embed code" value={code} helper="Or select it." />)
    const field = screen.getByLabelText<HTMLTextAreaElement>('Embed code')
    expect(field.value).toBe(code)
    expect(field.readOnly).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(code))
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy()
  })
})
