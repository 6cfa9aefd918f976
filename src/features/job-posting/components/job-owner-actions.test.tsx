// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JobPermissions } from '@/api/jobs/job-full'
import { makeJob } from '@/entities/job/saves/test-jobs'
import { JobOwnerActions } from './job-owner-actions'
import { renderAtRoute } from './test-render'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const owner: JobPermissions = {
  canEdit: true,
  canDelete: true,
  canManage: true,
  canClone: true,
  canViewAnalytics: true,
  canViewApplications: true,
  canSave: false,
}

beforeEach(() => apiRequest.mockReset())
afterEach(cleanup)
vi.setConfig({ testTimeout: 20_000 })

const openMore = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^More actions/ }))
  return screen.findByRole('menu')
}

/** More → Delete…, with the keyboard (Ark's menu selects the highlighted item on Enter). */
const chooseDelete = async () => {
  const menu = await openMore()
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
  // Delete is the last item: ArrowUp from nothing highlighted lands on it.
  await userEvent.keyboard('{ArrowUp}')
  await waitFor(() =>
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Delete/ })
        .hasAttribute('data-highlighted'),
    ).toBe(true),
  )
  await userEvent.keyboard('{Enter}')
}

describe('JobOwnerActions', () => {
  it('offers the moves of the status: a paused job can be activated, closed or marked hired', async () => {
    const job = makeJob({ id: 'j1', status: 'paused', permissions: owner })
    apiRequest.mockResolvedValue({ ...job, status: 'active' })
    const onChanged = vi.fn()
    await renderAtRoute(<JobOwnerActions job={job} onChanged={onChanged} />, { path: '/jobs/j1' })
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/jobs/edit/j1')
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull()
    const menu = await openMore()
    expect(within(menu).getByRole('menuitem', { name: 'Close' })).toBeTruthy()
    expect(within(menu).getByRole('menuitem', { name: 'Mark as hired' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(apiRequest).toHaveBeenCalledWith(
      '/Job/j1/status',
      expect.objectContaining({ method: 'POST', body: { status: 'active' } }),
    )
  })

  it('sends a draft to the continue-draft form and offers Publish', async () => {
    const job = makeJob({ id: 'd1', status: 'draft', permissions: owner })
    await renderAtRoute(<JobOwnerActions job={job} />, { path: '/jobs/d1' })
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/jobs/create/d1')
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy()
  })

  it('asks before deleting, and Cancel deletes nothing', async () => {
    const job = makeJob({ id: 'j2', title: 'Data Engineer (copy)', status: 'draft', permissions: owner })
    await renderAtRoute(<JobOwnerActions job={job} onDeleted={vi.fn()} />, { path: '/jobs/j2' })
    await chooseDelete()
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('“Data Engineer (copy)”')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('deletes once confirmed', async () => {
    const job = makeJob({ id: 'j2', title: 'Data Engineer (copy)', status: 'draft', permissions: owner })
    apiRequest.mockResolvedValue({ id: 'j2', deleted: true })
    const onDeleted = vi.fn()
    await renderAtRoute(<JobOwnerActions job={job} onDeleted={onDeleted} />, { path: '/jobs/j2' })
    await chooseDelete()
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalled())
    expect(apiRequest).toHaveBeenCalledWith('/Job/j2', expect.objectContaining({ method: 'DELETE' }))
  })

  it('shows no delete without the right, and nothing at all for a visitor', async () => {
    const job = makeJob({ id: 'j3', status: 'active', permissions: { ...owner, canDelete: false } })
    const { unmount } = await renderAtRoute(<JobOwnerActions job={job} />, { path: '/jobs/j3' })
    const menu = await openMore()
    expect(within(menu).queryByRole('menuitem', { name: /Delete/ })).toBeNull()
    expect(within(menu).getByRole('menuitem', { name: /Clone/ })).toBeTruthy()
    unmount()
    const visitor = await renderAtRoute(<JobOwnerActions job={makeJob({ id: 'j4' })} />, { path: '/jobs/j4' })
    expect(visitor.container.textContent).toBe('')
  })
})
