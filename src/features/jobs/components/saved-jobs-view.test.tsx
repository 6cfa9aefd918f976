// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { SAVED_JOBS_QUERY_KEY } from '@/entities/job/saves/saved-jobs-query'
import { makeJob, savedItem, savedList } from '@/entities/job/saves/test-jobs'
import { sessionStore } from '@/lib/session/session'
import { SavedJobsView } from './saved-jobs-view'

function signIn() {
  const user = { id: 'u1', email: 'seeker@example.com', name: 'Sam Seeker', role: 'JobSeeker' }
  sessionStore.getState().signIn({ user, token: 'T', expiresAt: '' })
}

async function renderSaved(queryClient: QueryClient) {
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SavedJobsView view="grid" onBrowse={() => {}} />
    </QueryClientProvider>,
  )
}

const client = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnReconnect: false } },
  })

beforeEach(signIn)
afterEach(() => {
  cleanup()
  sessionStore.getState().clear()
})

describe('SavedJobsView', () => {
  it('marks saved jobs that closed, expired or were deleted instead of dropping them', async () => {
    const queryClient = client()
    const open = makeJob({ id: 'open', title: 'Open role' })
    const closed = makeJob({ id: 'closed', title: 'Closed role', status: 'closed' })
    const expired = makeJob({ id: 'expired', title: 'Expired role', isExpired: true })
    queryClient.setQueryData(
      SAVED_JOBS_QUERY_KEY,
      savedList([
        savedItem(open),
        savedItem(closed, { state: 'closed' }),
        savedItem(expired, { state: 'expired' }),
        {
          jobId: 'gone',
          savedAt: '2026-03-01T00:00:00.000Z',
          state: 'deleted',
          title: 'Gone role',
          company: 'Acme',
          job: null,
        },
      ]),
      { updatedAt: Date.now() - 5 * 60_000 },
    )
    await renderSaved(queryClient)

    const cards = screen.getAllByTestId('saved-job')
    expect(cards).toHaveLength(4)
    const stateOf = (name: string) =>
      within(screen.getByRole('article', { name: `${name} at Acme` })).queryByTestId('saved-job-state')
        ?.textContent
    expect(stateOf('Open role')).toBeUndefined()
    expect(stateOf('Closed role')).toBe('No longer accepting applications')
    expect(stateOf('Expired role')).toBe('No longer accepting applications')
    expect(stateOf('Gone role')).toBe('Removed by the employer')
    expect(screen.getByTestId('saved-count').textContent).toBe('4 saved jobs')
    expect(screen.getByTestId('last-checked').textContent).toBe('Last checked 5 minutes ago')
  })

  it('says when there is nothing saved yet', async () => {
    const queryClient = client()
    queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, savedList([]))
    await renderSaved(queryClient)
    expect(screen.getByText('No saved jobs yet')).toBeTruthy()
  })

  it('asks a visitor to sign in', async () => {
    sessionStore.getState().clear()
    await renderSaved(client())
    expect(screen.getByText('Sign in to see your saved jobs')).toBeTruthy()
  })
})
