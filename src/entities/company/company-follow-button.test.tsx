// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/components/ui/test-providers'
import { FOLLOWED_COMPANIES_KEY } from '@/entities/company/follows/followed-companies-query'
import { makeCompany } from '@/entities/company/follows/test-companies'
import { listEntries, updateEntry } from '@/lib/outbox/queue'
import { resetOutboxDb } from '@/lib/outbox/test-support'
import { sessionStore } from '@/lib/session/session'
import { queueWrite, reloadOutboxStore } from '@/lib/sync/outbox-store'
import { companyFollowWrite } from '@/entities/company/follows/company-follow.write'
import { outboxWriteOf } from '@/lib/sync/offline-write'
import { CompanyFollowButton } from './company-follow-button'

const client = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnReconnect: false } },
  })

async function renderButton(queryClient = client()) {
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <CompanyFollowButton companyId="c1" companyName="Acme" followers={10} />
    </QueryClientProvider>,
  )
}

const signIn = (id = 'u-follow') =>
  sessionStore.getState().signIn({
    user: { id, email: `${id}@example.com`, name: 'F', role: 'JobSeeker' },
    token: 'T',
    expiresAt: '',
  })

/** An unfollow of Acme by the signed-in user, as the button would queue it. */
const unfollowAcme = outboxWriteOf(companyFollowWrite, 'u-follow', {
  companyId: 'c1',
  following: false,
  name: 'Acme',
})

beforeEach(async () => {
  await resetOutboxDb()
  await reloadOutboxStore()
})

afterEach(() => {
  cleanup()
  sessionStore.getState().clear()
  vi.restoreAllMocks()
})

describe('CompanyFollowButton', () => {
  it('tells a visitor to sign in, and queues nothing', async () => {
    const create = vi.spyOn(toaster, 'create')
    await renderButton()
    const button = screen.getByRole('button', { name: 'Follow Acme' })
    fireEvent.click(button)
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      title: 'Please sign in to follow companies',
      action: { label: 'Sign in' },
    })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(await listEntries()).toEqual([])
  })

  it("shows 'Following' for a company in the followed list", async () => {
    signIn()
    const queryClient = client()
    queryClient.setQueryData(FOLLOWED_COMPANIES_KEY, [makeCompany()])
    await renderButton(queryClient)
    const button = screen.getByRole('button', { name: 'Following Acme' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('company-followers').textContent).toBe('10 followers')
  })

  it('a click follows at once, counts the user in, queues one POST and waits to sync', async () => {
    signIn()
    const queryClient = client()
    queryClient.setQueryData(FOLLOWED_COMPANIES_KEY, [])
    await renderButton(queryClient)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Follow Acme' }))
    })
    expect(screen.getByRole('button', { name: 'Following Acme' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('company-followers').textContent).toBe('11 followers')
    await waitFor(async () => {
      const entries = await listEntries()
      expect(entries.map((e) => [e.entityKey, e.method, e.path])).toEqual([
        ['company-follow:c1', 'POST', '/api/Companies/c1/follow'],
      ])
    })
    expect(await screen.findByText('Waiting to sync')).toBeTruthy()
  })

  it('a refused unfollow is rolled back and marked "Sync failed"', async () => {
    signIn()
    const queryClient = client()
    queryClient.setQueryData(FOLLOWED_COMPANIES_KEY, [makeCompany()])
    const entry = await queueWrite(unfollowAcme)
    await updateEntry(entry.id, (e) => ({
      ...e,
      status: 'failed',
      lastError: { status: 404, message: 'Gone' },
    }))
    await reloadOutboxStore()
    await renderButton(queryClient)
    expect(screen.getByRole('button', { name: 'Following Acme' })).toBeTruthy()
    expect(screen.getByText('Sync failed')).toBeTruthy()
    expect(screen.getByTestId('company-followers').textContent).toBe('10 followers')
  })

  it("an unfollow still waiting shows 'Follow' and leaves the user out of the count", async () => {
    signIn()
    const queryClient = client()
    queryClient.setQueryData(FOLLOWED_COMPANIES_KEY, [makeCompany()])
    await queueWrite(unfollowAcme)
    await reloadOutboxStore()
    await renderButton(queryClient)
    expect(screen.getByRole('button', { name: 'Follow Acme' }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByTestId('company-followers').textContent).toBe('9 followers')
    expect(screen.getByText('Waiting to sync')).toBeTruthy()
  })
})
