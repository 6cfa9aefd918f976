// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { EmbedResumeDialog } from './embed-resume-dialog'

afterEach(cleanup)

const resume = { id: 'r1', slug: 'ana-silva', name: 'Ana Silva' }
const open = { open: true, onOpenChange: () => undefined }

describe('EmbedResumeDialog', () => {
  it('gives a public resume’s iframe code, by slug', async () => {
    renderInChakra(<EmbedResumeDialog resume={resume} privacy="public" owner {...open} />)
    await screen.findByRole('dialog', { name: 'Embed this resume' })
    const code = screen.getByLabelText<HTMLTextAreaElement>('Embed code')
    expect(code.value).toContain(`<iframe src="${window.location.origin}/embedded-resume/ana-silva"`)
    expect(screen.getByRole('link', { name: 'Preview the embedded page' }).getAttribute('href')).toBe(
      `${window.location.origin}/embedded-resume/ana-silva`,
    )
  })

  it('tells the owner of a resume that is not public why there is no code, and how to get it', async () => {
    renderInChakra(<EmbedResumeDialog resume={resume} privacy="recruiter_only" owner {...open} />)
    await screen.findByRole('dialog', { name: 'Embed this resume' })
    expect(screen.queryByLabelText('Embed code')).toBeNull()
    expect(screen.getByText('Only public resumes can be embedded.')).toBeTruthy()
    expect(screen.getByText(/“Recruiters only”.*Make it public/)).toBeTruthy()
  })

  it('tells anyone else that the owner has not made it public', async () => {
    renderInChakra(<EmbedResumeDialog resume={resume} privacy="recruiter_only" owner={false} {...open} />)
    await screen.findByRole('dialog', { name: 'Embed this resume' })
    expect(screen.getByText(/owner has not made it public/)).toBeTruthy()
    expect(screen.queryByText(/Make it public/)).toBeNull()
  })
})
