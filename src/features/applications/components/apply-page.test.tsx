// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import type { ScreeningQuestion } from '@/api/applications/screening-questions'
import { ErrorCode } from '@/api/errors'
import { ApiError } from '@/lib/api-client/api-error'
import { sessionStore } from '@/lib/session/session'
import { JOB_ID, makeApplication, makeJob, renderWithQuery } from '../test-support'
import { ANSWER_REQUIRED } from '../lib/apply-validation'
import { ApplyPage } from './apply-page'
import { OFFLINE_APPLY_MESSAGE } from './apply-form'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

type Fakes = {
  questions?: ScreeningQuestion[]
  mine?: ReturnType<typeof makeApplication>[]
  apply?: (body: FormData) => Promise<unknown>
}

function serve({ questions = [], mine = [], apply }: Fakes = {}) {
  apiRequest.mockImplementation((path: string, options: { method?: string; body?: unknown }) => {
    if (path === `/Job/${JOB_ID}`) return Promise.resolve(makeJob())
    if (path === `/Job/${JOB_ID}/questions`) return Promise.resolve({ jobId: JOB_ID, items: questions })
    if (path === '/Applications/me')
      return Promise.resolve({
        items: mine,
        total: mine.length,
        page: 1,
        limit: 100,
        totalPages: 1,
        hasNext: false,
        hasPrev: false,
      })
    if (path === `/Job/${JOB_ID}/apply` && options.method === 'POST')
      return apply ? apply(options.body as FormData) : Promise.resolve(makeApplication())
    return Promise.reject(new Error(`unexpected ${path}`))
  })
}

const seeker = { id: 'u1', email: 'sam@example.com', name: 'Sam', role: 'JobSeeker', isEmailVerified: true }

function pdf(name = 'cv.pdf', size?: number) {
  const file = new File(['%PDF-1.4 tiny'], name, { type: 'application/pdf' })
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size })
  return file
}

const applyCalls = () => apiRequest.mock.calls.filter(([path]) => String(path).endsWith('/apply'))

beforeEach(() => {
  apiRequest.mockReset()
  sessionStore.getState().clear()
  sessionStore.getState().signIn({ user: seeker, token: 'T', expiresAt: '' })
  sessionStore.getState().setUser(seeker)
  onlineManager.setOnline(true)
})
afterEach(() => {
  cleanup()
  onlineManager.setOnline(true)
})

describe('ApplyPage', () => {
  it('refuses to send without a CV and with a required question unanswered', async () => {
    serve({ questions: [{ id: 'q1', question: 'Do you have a work permit?', required: true }] })
    const user = userEvent.setup()
    await renderWithQuery(<ApplyPage jobId={JOB_ID} />)
    expect(await screen.findByRole('heading', { name: 'Senior React Engineer' })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'Submit application' }))

    expect(await screen.findByText(APPLICATION_TEXTS.cvRequired)).toBeTruthy()
    expect(screen.getByText(ANSWER_REQUIRED)).toBeTruthy()
    expect(applyCalls()).toHaveLength(0)

    // Answering clears that message.
    await user.type(screen.getByRole('textbox', { name: /work permit/i }), 'Yes')
    await waitFor(() => expect(screen.queryByText(ANSWER_REQUIRED)).toBeNull())
  })

  it('refuses a file of another type and one over 10 MB, with a reason, and keeps none of them', async () => {
    serve()
    const user = userEvent.setup({ applyAccept: false })
    await renderWithQuery(<ApplyPage jobId={JOB_ID} />)
    const input = await screen.findByTestId('cv-input')

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText(APPLICATION_TEXTS.cvType)).toBeTruthy()
    expect(screen.queryByTestId('cv-selected')).toBeNull()

    await user.upload(screen.getByTestId('cv-input'), pdf('huge.pdf', 10 * 1024 * 1024 + 1))
    expect(await screen.findByText(APPLICATION_TEXTS.cvTooLarge)).toBeTruthy()
    expect(screen.queryByTestId('cv-selected')).toBeNull()
  })

  it('shows the chosen file with its size, lets it be removed, and counts the cover letter', async () => {
    serve()
    const user = userEvent.setup()
    await renderWithQuery(<ApplyPage jobId={JOB_ID} />)
    await user.upload(await screen.findByTestId('cv-input'), pdf('my-cv.pdf'))
    expect(await screen.findByText('my-cv.pdf')).toBeTruthy()
    expect(screen.getByText('1 KB')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Remove my-cv.pdf' }))
    expect(screen.queryByText('my-cv.pdf')).toBeNull()

    await user.type(screen.getByRole('textbox', { name: /cover letter/i }), 'Hi there')
    expect(screen.getByText('8 / 5,000')).toBeTruthy()
  })

  it('sends the CV, the letter and the answers, then shows the success state', async () => {
    let sent: FormData | null = null
    serve({
      questions: [{ id: 'q1', question: 'Notice period?', required: false }],
      apply: (body) => {
        sent = body
        return Promise.resolve(makeApplication())
      },
    })
    const user = userEvent.setup()
    await renderWithQuery(<ApplyPage jobId={JOB_ID} />)
    await user.upload(await screen.findByTestId('cv-input'), pdf())
    await user.type(screen.getByRole('textbox', { name: /cover letter/i }), '  I love React.  ')
    await user.type(screen.getByRole('textbox', { name: /notice period/i }), 'One month')
    await user.click(screen.getByRole('button', { name: 'Submit application' }))

    expect(await screen.findByRole('heading', { name: APPLICATION_TEXTS.applied })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View your applications' }).getAttribute('href')).toBe(
      '/applications',
    )
    const form = sent as unknown as FormData
    expect((form.get('cv') as File).name).toBe('cv.pdf')
    expect(form.get('coverLetter')).toBe('I love React.')
    expect(JSON.parse(String(form.get('answers')))).toEqual([{ questionId: 'q1', answer: 'One month' }])
  })

  it('shows "already applied" with the current stage when the server answers 409', async () => {
    let applied = false
    serve({
      apply: () => {
        applied = true
        return Promise.reject(
          new ApiError({
            code: ErrorCode.CONFLICT_ERROR,
            statusCode: 409,
            message: APPLICATION_TEXTS.alreadyApplied,
          }),
        )
      },
    })
    const user = userEvent.setup()
    await renderWithQuery(<ApplyPage jobId={JOB_ID} />)
    await user.upload(await screen.findByTestId('cv-input'), pdf())
    // From now on the list knows the application (another tab sent it).
    const original = apiRequest.getMockImplementation()!
    apiRequest.mockImplementation((path: string, options: unknown) =>
      path === '/Applications/me' && applied
        ? Promise.resolve({
            items: [makeApplication({ stage: 'interview' })],
            total: 1,
            page: 1,
            limit: 100,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
          })
        : original(path, options),
    )
    await user.click(screen.getByRole('button', { name: 'Submit application' }))

    expect(await screen.findByRole('heading', { name: APPLICATION_TEXTS.alreadyApplied })).toBeTruthy()
    expect(await screen.findByText('Interview', { selector: 'span' })).toBeTruthy()
  })

  it('offline: says it needs a connection, sends nothing and keeps the content', async () => {
    serve()
    const user = userEvent.setup()
    await renderWithQuery(<ApplyPage jobId={JOB_ID} />)
    await user.upload(await screen.findByTestId('cv-input'), pdf())
    await user.type(screen.getByRole('textbox', { name: /cover letter/i }), 'Kept')
    act(() => onlineManager.setOnline(false))
    await user.click(screen.getByRole('button', { name: 'Submit application' }))

    expect(await screen.findByText(OFFLINE_APPLY_MESSAGE)).toBeTruthy()
    expect(applyCalls()).toHaveLength(0)
    expect((screen.getByRole('textbox', { name: /cover letter/i }) as HTMLTextAreaElement).value).toBe('Kept')
    expect(screen.getByText('cv.pdf')).toBeTruthy()
  })

  it('tells a recruiter that applying is for job seekers', async () => {
    const recruiter = { ...seeker, role: 'Recruiter' }
    sessionStore.getState().setUser(recruiter)
    serve()
    await renderWithQuery(<ApplyPage jobId={JOB_ID} />)
    expect(await screen.findByRole('heading', { name: 'Only job seekers can apply' })).toBeTruthy()
    expect(screen.getByText(/signed in as a recruiter/)).toBeTruthy()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('shows the existing application instead of the form when the list already has one', async () => {
    serve({ mine: [makeApplication({ stage: 'screening' })] })
    await renderWithQuery(<ApplyPage jobId={JOB_ID} />)
    expect(await screen.findByRole('heading', { name: APPLICATION_TEXTS.alreadyApplied })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull()
  })
})
