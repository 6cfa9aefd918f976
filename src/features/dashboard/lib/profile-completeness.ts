import type { SessionUser } from '@/lib/session/session-user'

export type CompletenessItem = { id: string; label: string; done: boolean; href: string }

/** What makes a profile worth a recruiter's click, as a checklist; the percentage is the share done. */
export function profileCompleteness(user: SessionUser): { percent: number; items: CompletenessItem[] } {
  const data = user.data
  const items: CompletenessItem[] = [
    {
      id: 'name',
      label: 'Add your name',
      done: Boolean(data?.firstName && data.lastName),
      href: '/profile/edit',
    },
    { id: 'headline', label: 'Write a headline', done: Boolean(data?.headline), href: '/profile/edit' },
    { id: 'role', label: 'Add your current role', done: Boolean(data?.currentRole), href: '/profile/edit' },
    { id: 'location', label: 'Add your location', done: Boolean(data?.location), href: '/profile/edit' },
    {
      id: 'skills',
      label: 'List at least three skills',
      done: (user.skills?.length ?? 0) >= 3,
      href: '/profile/edit',
    },
    { id: 'summary', label: 'Write a short summary', done: Boolean(data?.summary), href: '/profile/edit' },
    {
      id: 'verified',
      label: 'Verify your email',
      done: user.isEmailVerified !== false,
      href: '/verify-email',
    },
  ]
  const done = items.filter((item) => item.done).length
  return { percent: Math.round((done / items.length) * 100), items }
}
