/**
 * Query keys of the resume calls. Everything lives under ['resumes'] (a persisted root), so one invalidation
 * after a write — the offline writes' `serverData` — refreshes every list and page that may show the resume.
 * What depends on who asks (own lists, a page with its isOwner / isWatched) carries the viewer's id.
 */
export const RESUMES_ROOT_KEY = ['resumes'] as const

export const resumeKeys = {
  publicList: (page: number, limit: number, viewerId: string | null) =>
    ['resumes', 'public', viewerId ?? 'visitor', { page, limit }] as const,
  /** GET /api/Resume/{id or slug} as the viewer (null: a visitor) sees it. */
  detail: (idOrSlug: string, viewerId: string | null) =>
    ['resumes', 'detail', idOrSlug, viewerId ?? 'visitor'] as const,
  withOwnership: (viewerId: string) => ['resumes', 'mine', viewerId, 'ownership'] as const,
  masterGroups: (viewerId: string) => ['resumes', 'mine', viewerId, 'groups'] as const,
  owned: (viewerId: string) => ['resumes', 'mine', viewerId, 'owned'] as const,
  ofUser: (userId: string, viewerId: string | null) =>
    ['resumes', 'user', userId, viewerId ?? 'visitor'] as const,
}
