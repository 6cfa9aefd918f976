// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { HeroDropzone, TOO_LARGE_MESSAGE, UNSUPPORTED_TYPE_MESSAGE } from './hero-dropzone'

afterEach(cleanup)

function choose(file: File) {
  fireEvent.change(screen.getByTestId('hero-dropzone-input'), { target: { files: [file] } })
}

describe('HeroDropzone', () => {
  it('refuses a PNG with a clear message', async () => {
    const onOutcome = vi.fn()
    renderInChakra(<HeroDropzone onOutcome={onOutcome} />)
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(UNSUPPORTED_TYPE_MESSAGE)
    expect(UNSUPPORTED_TYPE_MESSAGE).toBe(
      "That file type isn't supported. Please upload a PDF, DOC or DOCX file.",
    )
    expect(onOutcome).toHaveBeenCalled()
  })

  it('accepts a PDF and shows its name', async () => {
    renderInChakra(<HeroDropzone />)
    choose(new File(['%PDF-1.7'], 'maya-resume.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('Ready: maya-resume.pdf')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses a file over 10 MB', async () => {
    renderInChakra(<HeroDropzone />)
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 })
    choose(big)
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_LARGE_MESSAGE)
  })
})
