// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { unsyncedMessage } from './sign-out-confirm-dialog'
import { useConfirmedSignOut, type SignOutOptions } from './use-confirmed-sign-out'

const mocks = vi.hoisted(() => ({
  pendingCount: vi.fn<(filter?: object) => Promise<number>>(),
  countDeviceDrafts: vi.fn<() => Promise<number>>(),
  signOut: vi.fn<(options?: SignOutOptions) => Promise<void>>(),
}))
vi.mock('@/lib/outbox/queue', () => ({ pendingCount: mocks.pendingCount }))
vi.mock('@/lib/device-drafts', () => ({ countDeviceDrafts: mocks.countDeviceDrafts }))
vi.mock('@/entities/session/sign-out', () => ({ signOut: mocks.signOut }))

function SignOutButton({ options }: { options?: SignOutOptions }) {
  const { requestSignOut, dialog } = useConfirmedSignOut()
  const [result, setResult] = useState('')
  return (
    <>
      <button onClick={() => void requestSignOut(options).then((done) => setResult(done ? 'out' : 'stayed'))}>
        Sign Out
      </button>
      <output>{result}</output>
      {dialog}
    </>
  )
}

beforeEach(() => {
  mocks.signOut.mockResolvedValue(undefined)
  mocks.countDeviceDrafts.mockResolvedValue(0)
})
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('useConfirmedSignOut', () => {
  it('signs out at once when nothing is waiting to sync', async () => {
    mocks.pendingCount.mockResolvedValue(0)
    renderInChakra(<SignOutButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('out'))
    expect(mocks.pendingCount).toHaveBeenCalledWith({ includeFailed: true })
    expect(mocks.signOut).toHaveBeenCalledWith({})
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('counts drafts kept on the device (resume edits, videos not uploaded) with the outbox', async () => {
    mocks.pendingCount.mockResolvedValue(1)
    mocks.countDeviceDrafts.mockResolvedValue(2)
    renderInChakra(<SignOutButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain("You have 3 changes that haven't synced yet.")
  })

  it('warns about unsynced changes; "Keep me signed in" keeps the session', async () => {
    mocks.pendingCount.mockResolvedValue(3)
    renderInChakra(<SignOutButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain(
      "You have 3 changes that haven't synced yet. If you sign out now they will be lost.",
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep me signed in' })))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('stayed'))
    expect(mocks.signOut).not.toHaveBeenCalled()
  })

  it('"Sign out anyway" signs out with the options given', async () => {
    mocks.pendingCount.mockResolvedValue(1)
    renderInChakra(<SignOutButton options={{ everywhere: true }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    await screen.findByRole('alertdialog')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' })))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('out'))
    expect(mocks.signOut).toHaveBeenCalledWith({ everywhere: true })
  })

  it('signs out without asking when the outbox cannot be read', async () => {
    mocks.pendingCount.mockRejectedValue(new Error('no IndexedDB'))
    renderInChakra(<SignOutButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(mocks.signOut).toHaveBeenCalledOnce())
  })

  it('words one change in the singular', () => {
    expect(unsyncedMessage(1)).toBe(
      "You have 1 change that hasn't synced yet. If you sign out now it will be lost.",
    )
  })
})
