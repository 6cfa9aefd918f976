/**
 * Query keys of people (the /people list, a person's card and resumes). Under one root, keyed by the viewer:
 * the connection state on a card is the viewer's own.
 */
export const PEOPLE_ROOT_KEY = ['people'] as const

export const peopleKeys = {
  list: (viewerId: string | null, query: Record<string, unknown>) =>
    [...PEOPLE_ROOT_KEY, viewerId ?? 'anonymous', 'list', query] as const,
  person: (viewerId: string | null, id: string) =>
    [...PEOPLE_ROOT_KEY, viewerId ?? 'anonymous', 'person', id] as const,
  resumes: (viewerId: string | null, id: string) =>
    [...PEOPLE_ROOT_KEY, viewerId ?? 'anonymous', 'resumes', id] as const,
}
