// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorCode } from '@/api/errors'
import type { JobDraft } from '@/api/job-import'
import { ApiError } from '@/lib/api-client/api-error'
import { makeJob } from '@/entities/job/saves/test-jobs'
import { draftKey } from '../lib/draft-store'
import { EMPTY_JOB_FORM } from '../lib/job-form-values'
import { JobFormEditor } from './job-form-editor'
import { renderAtRoute } from './test-render'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const draft: JobDraft = {
  title: 'Senior Backend Engineer',
  description: 'Northwind moves parcels for 2,000 shops.',
  responsibilities: ['Design backend services', 'Own the on-call rotation'],
  requirements: ['5+ years of backend development'],
  skills: ['TypeScript', 'PostgreSQL'],
  location: 'Berlin, Germany',
  employmentType: 'FullTime',
  workSetting: 'Hybrid',
  salary: { min: 70000, max: 85000, currency: 'EUR', period: 'yearly' },
  source: { kind: 'file', name: 'job-description.txt' },
}

beforeEach(() => {
  localStorage.clear()
  apiRequest.mockReset()
})
afterEach(cleanup)
// The first render warms up Chakra and the router: slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

describe('JobFormEditor: a new job', () => {
  it('shows the contract messages per field and calls nothing when the form is invalid', async () => {
    await renderAtRoute(<JobFormEditor job={null} userId="u1" allowImport />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Currency' }), { target: { value: 'EU' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum' }), { target: { value: '90000' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum' }), { target: { value: '-5' } })
    await userEvent.click(screen.getByRole('button', { name: 'Publish job' }))
    expect(await screen.findByText('Title is required')).toBeTruthy()
    expect(screen.getByText('Description is required')).toBeTruthy()
    expect(screen.getByText('Currency must be a 3-letter code')).toBeTruthy()
    expect(screen.getByText('Maximum salary must be 0 or more')).toBeTruthy()
    expect(apiRequest).not.toHaveBeenCalled()
    // Focus goes to the first field that says what is wrong.
    await waitFor(() => expect(document.activeElement).toBe(field('Job title')))
    // Fixing the range: min above max now has its own message.
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum' }), { target: { value: '80000' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Currency' }), { target: { value: 'eur' } })
    await userEvent.click(screen.getByRole('button', { name: 'Publish job' }))
    expect(await screen.findByText('Minimum salary cannot be more than maximum salary')).toBeTruthy()
  })

  it('posts a valid job as Open and goes to its page', async () => {
    apiRequest.mockResolvedValue(makeJob({ id: 'job-42', status: 'active' }))
    await renderAtRoute(<JobFormEditor job={null} userId="u1" allowImport />)
    fireEvent.change(field('Job title'), { target: { value: 'Data Engineer' } })
    fireEvent.change(field('Description'), { target: { value: 'Pipelines.' } })
    await userEvent.click(screen.getByRole('button', { name: 'Publish job' }))
    expect(await screen.findByText('Now at /jobs/job-42')).toBeTruthy()
    const [path, options] = apiRequest.mock.calls[0] as [
      string,
      { method: string; body: Record<string, unknown> },
    ]
    expect(path).toBe('/Job')
    expect(options.method).toBe('POST')
    expect(options.body).toMatchObject({
      title: 'Data Engineer',
      description: 'Pipelines.',
      status: 'Open',
      salary: null,
    })
    // The local copy is gone once the server has the job.
    expect(localStorage.getItem(draftKey('u1', null))).toBeNull()
  })

  it('shows the server refusal on the form', async () => {
    apiRequest.mockRejectedValue(
      new ApiError({
        code: ErrorCode.VALIDATION_ERROR,
        statusCode: 400,
        message: 'Validation failed: companyId: Create a company profile before posting jobs',
        details: { issues: [{ path: 'companyId', message: 'Create a company profile before posting jobs' }] },
      }),
    )
    await renderAtRoute(<JobFormEditor job={null} userId="u1" allowImport />)
    fireEvent.change(field('Job title'), { target: { value: 'Data Engineer' } })
    fireEvent.change(field('Description'), { target: { value: 'Pipelines.' } })
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Create a company profile before posting jobs')
    expect(within(alert).getByRole('link', { name: 'Create your company profile' })).toBeTruthy()
    expect(apiRequest).toHaveBeenCalledWith(
      '/Job',
      expect.objectContaining({ body: expect.objectContaining({ status: 'Draft' }) }),
    )
  })

  it('prefills from a file and says what it filled', async () => {
    apiRequest.mockResolvedValue(draft)
    await renderAtRoute(<JobFormEditor job={null} userId="u1" allowImport />)
    const file = new File(['Senior Backend Engineer'], 'job-description.txt', { type: 'text/plain' })
    fireEvent.change(screen.getByTestId('job-import-file-input'), { target: { files: [file] } })
    const summary = await screen.findByTestId('import-summary')
    expect(summary.textContent).toContain('Filled in from job-description.txt')
    expect(summary.textContent).toContain('2 responsibilities')
    expect(apiRequest.mock.calls[0]?.[0]).toBe('/Job/CreateFromFile')
    expect((field('Job title') as HTMLInputElement).value).toBe('Senior Backend Engineer')
    expect((screen.getByRole('textbox', { name: 'Responsibility 2 of 2' }) as HTMLInputElement).value).toBe(
      'Own the on-call rotation',
    )
    expect((screen.getByRole('textbox', { name: 'Currency' }) as HTMLInputElement).value).toBe('EUR')
    expect((screen.getByRole('combobox', { name: /Work setting/ }) as HTMLSelectElement).value).toBe('Hybrid')
    expect(screen.getAllByText('From import').length).toBeGreaterThan(3)
    // Undo puts the form back as it was.
    await userEvent.click(screen.getByRole('button', { name: 'Undo import' }))
    expect((field('Job title') as HTMLInputElement).value).toBe('')
  })

  it('refuses a wrong file type before uploading, and shows the server refusal of a link', async () => {
    await renderAtRoute(<JobFormEditor job={null} userId="u1" allowImport />)
    const png = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' })
    fireEvent.change(screen.getByTestId('job-import-file-input'), { target: { files: [png] } })
    expect(
      await screen.findByText(
        "That file type isn't supported. Please choose a PDF, DOCX or plain text (.txt) file.",
      ),
    ).toBeTruthy()
    expect(apiRequest).not.toHaveBeenCalled()

    apiRequest.mockRejectedValue(
      new ApiError({
        code: ErrorCode.VALIDATION_ERROR,
        statusCode: 400,
        message: 'This address cannot be fetched.',
      }),
    )
    const link = screen.getByRole('textbox', { name: 'Link to a job posting' })
    fireEvent.change(link, { target: { value: 'http://127.0.0.1/' } })
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('This address cannot be fetched.')).toBeTruthy()
    expect(apiRequest).toHaveBeenCalledWith(
      '/Job/Extract',
      expect.objectContaining({ body: { url: 'http://127.0.0.1/' } }),
    )
  })
})

describe('JobFormEditor: autosave', () => {
  it('restores an unsaved draft of this user and job, and Discard goes back to the server copy', async () => {
    const job = makeJob({ id: 'j7', status: 'draft', title: 'Server title' })
    localStorage.setItem(
      draftKey('u1', 'j7'),
      JSON.stringify({
        version: 1,
        values: { ...EMPTY_JOB_FORM, title: 'Typed offline', description: 'D' },
        savedAt: Date.now() - 60_000,
        baseUpdatedAt: job.updatedAt,
      }),
    )
    await renderAtRoute(<JobFormEditor job={job} userId="u1" allowImport={false} />)
    expect(screen.getByText('Restored your unsaved draft')).toBeTruthy()
    expect((field('Job title') as HTMLInputElement).value).toBe('Typed offline')
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect((field('Job title') as HTMLInputElement).value).toBe('Server title')
    expect(screen.queryByText('Restored your unsaved draft')).toBeNull()
    expect(localStorage.getItem(draftKey('u1', 'j7'))).toBeNull()
  })

  it('keeps typing on this device when a field loses focus, per user', async () => {
    await renderAtRoute(<JobFormEditor job={null} userId="u2" allowImport />)
    fireEvent.change(field('Job title'), { target: { value: 'Half typed' } })
    fireEvent.blur(field('Job title'))
    const stored = JSON.parse(localStorage.getItem(draftKey('u2', null)) ?? 'null') as {
      values: { title: string }
    }
    expect(stored.values.title).toBe('Half typed')
    expect(localStorage.getItem(draftKey('u1', null))).toBeNull()
  })

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderAtRoute(<JobFormEditor job={null} userId="u3" allowImport />)
    fireEvent.change(field('Job title'), { target: { value: 'Unsaved' } })
    void router.navigate({ href: '/jobs' })
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/jobs/create')
    void router.navigate({ href: '/jobs' })
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    )
    expect(await screen.findByText('Now at /jobs')).toBeTruthy()
  })
})
