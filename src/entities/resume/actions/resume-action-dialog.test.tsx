// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { resetOutboxDb } from '@/lib/outbox/test-support'
import { sessionStore } from '@/lib/session/session'
import { reloadOutboxStore } from '@/lib/sync/outbox-store'
import { resumeWatchWrite } from '../writes/resume-watch.write'
import { resumePrivacyWrite } from '../writes/resume-privacy.write'
import { ResumeActionDialog, type ResumeActionTarget } from './resume-action-dialog'
import { listEntries } from '@/lib/outbox/queue'

const variation: ResumeActionTarget = {
  id: 'r1',
  slug: 'ana-frontend',
  name: 'Ana — Frontend',
  privacy: 'public',
  isMaster: false,
  parentId: 'm1',
  isWatched: false,
  isOwner: true,
}

const signIn = (role: string, id = 'u1') =>
  sessionStore
    .getState()
    .signIn({ user: { id, email: `${id}@example.com`, name: 'U', role }, token: 'T', expiresAt: '' })

async function renderDialog(resume: ResumeActionTarget) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ResumeActionDialog resume={resume} updatedAt={Date.now()} open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  )
  const dialog = await screen.findByTestId('resume-action-dialog')
  return within(dialog)
}

const buttonNames = (scope: ReturnType<typeof within>): string[] =>
  scope
    .getAllByRole('button')
    .map((button: HTMLElement) => button.textContent?.trim() ?? '')
    .filter((name: string) => name !== '')

beforeEach(async () => {
  await resetOutboxDb()
  await reloadOutboxStore()
})

afterEach(() => {
  cleanup()
  sessionStore.getState().clear()
})

describe('ResumeActionDialog', () => {
  it('shows a visitor View, Share and the sign-in prompt only', async () => {
    const dialog = await renderDialog({ ...variation, isOwner: false })
    expect(buttonNames(dialog)).toEqual(['View', 'Share', 'Sign in'])
    expect(dialog.getByText(/Sign in to download resumes/)).toBeTruthy()
  })

  it('shows the owner of a variation every owner item, the current privacy pressed', async () => {
    signIn('JobSeeker')
    const dialog = await renderDialog(variation)
    const names = buttonNames(dialog)
    expect(names.slice(0, 4)).toEqual(['View', 'Share', 'Edit', 'Download'])
    expect(names.slice(-2)).toEqual(['Promote to Master', 'Delete Variation'])
    const privacy = dialog.getAllByRole('button', { pressed: true })
    expect(privacy.map((button) => button.textContent)).toEqual([expect.stringContaining('Public')])
    expect(dialog.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([
      expect.stringContaining('Recruiters only'),
      expect.stringContaining('Connections only'),
      expect.stringContaining('Private'),
    ])
  })

  it('queues a privacy change as an offline write and shows it at once', async () => {
    signIn('JobSeeker')
    const dialog = await renderDialog(variation)
    fireEvent.click(dialog.getByRole('button', { name: /Recruiters only/ }))
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Recruiters only/ }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    )
    const entries = await listEntries()
    expect(entries.map((entry) => [entry.entityKey, entry.method, entry.path, entry.body])).toEqual([
      [
        resumePrivacyWrite.entityKey('r1'),
        'POST',
        '/api/Resume/r1/setPrivacy',
        { privacy: 'recruiter_only' },
      ],
    ])
  })

  it('shows a recruiter who is not the owner Download Resume and Track Candidate, and tracks offline-first', async () => {
    signIn('Recruiter', 'rec')
    const dialog = await renderDialog({ ...variation, isOwner: false })
    expect(buttonNames(dialog)).toEqual(['View', 'Share', 'Download Resume', 'Track Candidate'])
    fireEvent.click(dialog.getByRole('button', { name: 'Track Candidate' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Untrack Candidate' })).toBeTruthy())
    const entries = await listEntries()
    expect(entries.map((entry) => [entry.entityKey, entry.path])).toEqual([
      [resumeWatchWrite.entityKey('r1'), '/api/Resume/watch/r1'],
    ])
  })

  it('shows an employer the reviewer items too, and a job seeker who is not the owner only View and Share', async () => {
    signIn('Employer', 'emp')
    let dialog = await renderDialog({ ...variation, isOwner: false })
    expect(buttonNames(dialog)).toEqual(['View', 'Share', 'Download Resume', 'Track Candidate'])
    cleanup()
    signIn('JobSeeker', 'other')
    dialog = await renderDialog({ ...variation, isOwner: false })
    expect(buttonNames(dialog)).toEqual(['View', 'Share'])
  })
})
