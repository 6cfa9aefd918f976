/** Query keys of talent pools and tracked candidates, under one root keyed by the viewer. */
export const TALENT_POOLS_ROOT_KEY = ['talent-pools'] as const

export const talentPoolKeys = {
  all: (viewerId: string | null) => [...TALENT_POOLS_ROOT_KEY, viewerId ?? 'anonymous'] as const,
  list: (viewerId: string | null) => [...talentPoolKeys.all(viewerId), 'list'] as const,
  pool: (viewerId: string | null, id: string) => [...talentPoolKeys.all(viewerId), 'pool', id] as const,
  person: (viewerId: string | null, userId: string) =>
    [...talentPoolKeys.all(viewerId), 'person', userId] as const,
  watched: (viewerId: string | null, limit: number) =>
    [...talentPoolKeys.all(viewerId), 'watched', limit] as const,
}
