// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { enqueue, getEntry, listEntries, updateEntry } from '@/lib/outbox/queue'
import { cartWrite, resetOutboxDb, saveJobWrite } from '@/lib/outbox/test-support'
import type { OutboxEntry } from '@/lib/outbox/types'
import { sessionStore } from '@/lib/session/session'
import { fakeJwt } from '@/lib/session/test-tokens'
import { onOutboxOutcome, reloadOutboxStore, startOutboxStore } from '@/lib/sync/outbox-store'
import { SyncIssues } from './sync-issues'
import { SyncStatusBadge } from './sync-status-badge'

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'JobSeeker' }

async function refresh() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    await reloadOutboxStore()
  })
}

async function failed(write = saveJobWrite('u1', 'j1', true), message = 'This job is no longer available.') {
  const entry = await enqueue(write)
  await updateEntry(entry.id, (e) => ({
    ...e,
    status: 'failed',
    lastError: { status: 404, code: 'NOT_FOUND_ERROR', message },
  }))
  return entry
}

let stop: () => void = () => undefined
beforeEach(async () => {
  ;(
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width: 1280, height: 800 })
  await resetOutboxDb()
  stop = startOutboxStore()
  sessionStore.getState().signIn({
    token: fakeJwt({ sub: 'u1' }),
    refreshToken: 'r',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user,
  })
})
afterEach(() => {
  cleanup()
  stop()
  sessionStore.getState().clear()
})

describe('SyncStatusBadge', () => {
  it("announces the signed-in user's pending writes politely", async () => {
    renderInChakra(<SyncStatusBadge />)
    const status = screen.getByTestId('sync-status')
    expect(status.getAttribute('role')).toBe('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('')
    await enqueue(saveJobWrite('u1', 'j1', true))
    await enqueue(cartWrite('u1', []))
    await enqueue(saveJobWrite('someone-else', 'j1', true))
    await refresh()
    expect(status.textContent).toContain('2 changes waiting to sync')
  })

  it('shows a sync-issues button only when a write failed', async () => {
    renderInChakra(<SyncStatusBadge />)
    expect(screen.queryByRole('button', { name: /sync issue/ })).toBeNull()
    await failed()
    await refresh()
    expect(screen.getByRole('button', { name: '1 sync issue' })).toBeTruthy()
  })

  it('opens the failed writes in a dialog from the sync-issues button', async () => {
    await failed()
    renderInChakra(<SyncStatusBadge />)
    await refresh()
    await userEvent.click(screen.getByRole('button', { name: '1 sync issue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Changes that did not sync' })
    expect(within(dialog).getByRole('button', { name: 'Retry Save job' })).toBeTruthy()
  })
})

describe('SyncIssues', () => {
  it('lists failed writes with their reason and named Retry / Discard buttons', async () => {
    await failed()
    await failed(cartWrite('u1', []), 'Please check your input and try again.')
    renderInChakra(<SyncIssues />)
    await refresh()
    const list = screen.getByRole('list', { name: 'Changes that did not sync' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]?.textContent).toContain('Save job')
    expect(items[0]?.textContent).toContain('This job is no longer available.')
    const retry = within(list).getByRole('button', { name: 'Retry Save job' })
    expect(retry.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(retry.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This job is no longer available.',
    )
    expect(within(list).getByRole('button', { name: 'Discard Cart update' })).toBeTruthy()
  })

  it('Retry puts the write back in the queue and says so', async () => {
    const entry = await failed()
    renderInChakra(<SyncIssues />)
    await refresh()
    await userEvent.click(screen.getByRole('button', { name: 'Retry Save job' }))
    await refresh()
    const entries = await listEntries()
    expect(entries.map((e) => [e.label, e.status])).toEqual([['Save job', 'pending']])
    expect(await getEntry(entry.id)).toBeUndefined()
    expect(screen.getByRole('status').textContent).toBe('Save job will be sent again.')
    expect(screen.getByText('All your changes are synced.')).toBeTruthy()
  })

  it('Discard (by keyboard) removes the write and tells the feature to roll back', async () => {
    const entry = await failed(cartWrite('u1', []))
    const discarded = vi.fn<(e: OutboxEntry) => void>()
    const off = onOutboxOutcome('cart', { discarded })
    renderInChakra(<SyncIssues />)
    await refresh()
    const button = screen.getByRole('button', { name: 'Discard Cart update' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(async () => expect(await listEntries()).toEqual([]))
    expect(discarded).toHaveBeenCalledWith(expect.objectContaining({ id: entry.id }))
    await refresh()
    expect(screen.getByRole('status').textContent).toBe('Cart update discarded.')
    off()
  })
})
