// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyStageCounts } from '@/api/applications/application-lists'
import type { ReviewerApplication } from '@/api/applications/application-views'
import type { StageUpdateInput } from '@/api/applications/application-actions'
import { ErrorCode } from '@/api/errors'
import { ApiError } from '@/lib/api-client/api-error'
import { JOB_ID, makeJob, makeReviewerApplication, makeSummary, renderWithQuery } from '../test-support'
import { NO_REVIEW_ACCESS, ReviewBoardPage } from './review-board-page'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

/** A tiny fake server: one job with two applicants; stage moves and notes change its state. */
function fakeServer() {
  const ada = makeReviewerApplication()
  const bob = makeReviewerApplication({
    id: 'a0000000-0000-4000-8000-000000000002',
    stage: 'screening',
    applicant: { id: 'u-bob', name: 'Bob Stone', email: 'bob@example.com', headline: null, location: null },
  })
  const store = new Map<string, ReviewerApplication>([
    [ada.id, ada],
    [bob.id, bob],
  ])
  const summaries = () => [...store.values()].map(({ notes: _n, history: _h, ...rest }) => makeSummary(rest))
  apiRequest.mockImplementation((path: string, options: { method?: string; body?: unknown }) => {
    if (path === `/Job/${JOB_ID}`) return Promise.resolve(makeJob())
    if (path === `/Job/${JOB_ID}/applications`) {
      const items = summaries()
      const counts = emptyStageCounts()
      for (const item of items) counts[item.stage]++
      return Promise.resolve({
        items,
        total: items.length,
        page: 1,
        limit: 100,
        totalPages: 1,
        hasNext: false,
        hasPrev: false,
        jobId: JOB_ID,
        counts,
        staleCount: 0,
      })
    }
    const match = /^\/Applications\/([^/]+)(\/stage|\/notes)?$/.exec(path)
    const current = match ? store.get(match[1]!) : undefined
    if (current && !match?.[2]) return Promise.resolve({ view: 'reviewer', application: current })
    if (current && match?.[2] === '/stage' && options.method === 'POST') {
      const input = options.body as StageUpdateInput
      const at = new Date().toISOString()
      const next: ReviewerApplication = {
        ...current,
        stage: input.stage,
        stageChangedAt: at,
        history: [
          ...current.history,
          { stage: input.stage, at, by: { id: 'me', name: 'Erin Employer' }, note: input.note ?? null },
        ],
      }
      store.set(next.id, next)
      return Promise.resolve(next)
    }
    if (current && match?.[2] === '/notes' && options.method === 'POST') {
      const note = {
        id: `n${current.notes.length + 1}`,
        author: { id: 'me', name: 'Erin Employer' },
        text: (options.body as { text: string }).text,
        createdAt: new Date().toISOString(),
      }
      store.set(current.id, {
        ...current,
        notes: [...current.notes, note],
        notesCount: current.notesCount + 1,
      })
      return Promise.resolve(note)
    }
    return Promise.reject(new Error(`unexpected ${options.method ?? 'GET'} ${path}`))
  })
  return store
}

// Braces matter: a function returned from beforeEach is run as a teardown hook.
beforeEach(() => {
  apiRequest.mockReset()
})
afterEach(cleanup)

describe('ReviewBoardPage', () => {
  it('groups applicants by stage with counts, as tabs on a narrow screen', async () => {
    fakeServer()
    const user = userEvent.setup()
    await renderWithQuery(<ReviewBoardPage jobId={JOB_ID} />)
    expect(await screen.findByRole('tab', { name: 'Applied (1)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Screening (1)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Interview (0)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: "Open Ada Lovelace's application" })).toBeTruthy()

    await user.click(screen.getByRole('tab', { name: 'Screening (1)' }))
    expect(await screen.findByRole('button', { name: "Open Bob Stone's application" })).toBeTruthy()
  })

  it('opens an applicant, adds a note and moves them to Interview with the keyboard-reachable buttons', async () => {
    const store = fakeServer()
    const user = userEvent.setup()
    await renderWithQuery(<ReviewBoardPage jobId={JOB_ID} />)
    await user.click(await screen.findByRole('button', { name: "Open Ada Lovelace's application" }))

    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('Hello')).toBeTruthy() // the cover letter
    // Only the moves the contract allows from 'applied' (no "Back to").
    const moves = within(within(drawer).getByRole('group', { name: 'Move to stage' })).getAllByRole('button')
    expect(moves.map((b) => b.textContent)).toEqual([
      'Move to Screening',
      'Move to Interview',
      'Move to Offer',
      'Mark as hired',
      'Reject',
    ])

    await user.type(within(drawer).getByRole('textbox', { name: 'Add a note' }), 'Strong portfolio')
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }))
    expect(await within(drawer).findByText('Strong portfolio')).toBeTruthy()

    await user.type(within(drawer).getByRole('textbox', { name: /Note with the move/ }), 'Call on Monday')
    await user.click(within(drawer).getByRole('button', { name: 'Move to Interview' }))

    await waitFor(() => expect(store.get('a0000000-0000-4000-8000-000000000001')?.stage).toBe('interview'))
    expect(apiRequest).toHaveBeenCalledWith(
      '/Applications/a0000000-0000-4000-8000-000000000001/stage',
      expect.objectContaining({ method: 'POST', body: { stage: 'interview', note: 'Call on Monday' } }),
    )
    // The drawer now offers the moves from Interview, and the board recounts.
    expect(await within(drawer).findByRole('button', { name: 'Back to Screening' })).toBeTruthy()
    // (The modal drawer hides the board from the accessibility tree meanwhile.)
    expect(await screen.findByRole('tab', { name: 'Interview (1)', hidden: true })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Applied (0)', hidden: true })).toBeTruthy()
  })

  it('explains a 403 instead of showing the board', async () => {
    apiRequest.mockImplementation((path: string) =>
      path === `/Job/${JOB_ID}`
        ? Promise.resolve(makeJob())
        : Promise.reject(
            new ApiError({ code: ErrorCode.AUTHORIZATION_ERROR, statusCode: 403, message: 'Forbidden' }),
          ),
    )
    await renderWithQuery(<ReviewBoardPage jobId={JOB_ID} />)
    expect(await screen.findByText(NO_REVIEW_ACCESS)).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
