// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/components/ui/test-providers'
import { listEntries } from '@/lib/outbox/queue'
import { jobQueryKey } from '@/entities/job/saves/job-cache'
import { SAVED_JOBS_QUERY_KEY } from '@/entities/job/saves/saved-jobs-query'
import { makeJob, savedList } from '@/entities/job/saves/test-jobs'
import { sessionStore } from '@/lib/session/session'
import { SaveJobButton } from './save-job-button'

const client = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnReconnect: false } },
  })

async function renderButton(queryClient = client()) {
  const job = makeJob({ id: 'j42', title: 'Baker' })
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SaveJobButton jobId={job.id} jobTitle={job.title} job={job} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  sessionStore.getState().clear()
  vi.restoreAllMocks()
})

describe('SaveJobButton', () => {
  it('tells a visitor to sign in, and saves nothing', async () => {
    const create = vi.spyOn(toaster, 'create')
    await renderButton()
    const button = screen.getByRole('button', { name: 'Save Baker' })
    fireEvent.click(button)
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      title: 'Please sign in to save jobs',
      action: { label: 'Sign in' },
    })
    expect(button.getAttribute('aria-pressed')).toBe('false')
  })

  it('a signed-in click shows the job saved at once and queues one POST in the outbox', async () => {
    const user = { id: 'u-save', email: 's@example.com', name: 'S', role: 'JobSeeker' }
    sessionStore.getState().signIn({ user, token: 'T', expiresAt: '' })
    const queryClient = client()
    queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, savedList([]))
    await renderButton(queryClient)
    const button = screen.getByRole('button', { name: 'Save Baker' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    await waitFor(async () => {
      const entries = (await listEntries()).filter((e) => e.userId === 'u-save')
      expect(entries.map((e) => [e.method, e.path, e.label])).toEqual([
        ['POST', '/api/Job/j42/save', 'Save “Baker”'],
      ])
    })
    expect(await screen.findByText('Waiting to sync')).toBeTruthy()
    // The job the button was given is kept as its detail, so the saved job opens offline.
    expect(queryClient.getQueryData(jobQueryKey('j42'))).toEqual(makeJob({ id: 'j42', title: 'Baker' }))
  })
})
