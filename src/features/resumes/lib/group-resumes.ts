import type { MasterGroup, ResumeWithOwnership } from '@/api/resumes/resume-record'

const newestFirst = (a: { updatedAt: string }, b: { updatedAt: string }) =>
  b.updatedAt.localeCompare(a.updatedAt)

/**
 * The owner's resumes as master groups, from the ownership list (GET /api/Resume/withOwnership, owned items):
 * every resume without a parent (or whose parent is not in the list) heads a group — the master first, then the
 * others newest first — with its variations after it, newest first. The same shape GET /api/Resume/masterGroups
 * answers, which is the fallback (seed 2 §8).
 */
export function groupOwnedResumes(items: readonly ResumeWithOwnership[]): MasterGroup[] {
  const ids = new Set(items.map((item) => item.id))
  const heads = items.filter((item) => item.parentId === null || !ids.has(item.parentId))
  heads.sort((a, b) => Number(b.isMaster) - Number(a.isMaster) || newestFirst(a, b))
  return heads.map((head) => ({
    masterResume: head,
    variations: items.filter((item) => item.parentId === head.id).sort(newestFirst),
  }))
}

/** How the "My resumes" section gets its groups: the ownership list, else the master groups (seed 2 §8). */
export type CollectionSource =
  | { kind: 'ownership'; groups: MasterGroup[] }
  | { kind: 'groups'; groups: MasterGroup[] }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }

/**
 * "The resume display falls back to master groups if the ownership list is empty or fails." `groups` is the
 * master-groups query (fetched only when the fallback is needed).
 */
export function chooseCollection(
  ownership: { data?: readonly ResumeWithOwnership[] | undefined; error: unknown; isPending: boolean },
  groups: { data?: readonly MasterGroup[] | undefined; error: unknown; isPending: boolean },
): CollectionSource {
  const owned = ownership.data?.filter((item) => item.ownership === 'owned')
  if (owned && owned.length > 0) return { kind: 'ownership', groups: groupOwnedResumes(owned) }
  if (ownership.isPending && !ownership.error) return { kind: 'loading' }
  if (groups.data) return { kind: 'groups', groups: [...groups.data] }
  if (groups.error) return { kind: 'error', error: groups.error }
  return { kind: 'loading' }
}

/** Whether the master-groups fallback must be fetched: the ownership list failed or has no own resume. */
export const needsGroupsFallback = (ownership: {
  data?: readonly ResumeWithOwnership[] | undefined
  isError: boolean
}) =>
  ownership.isError ||
  (ownership.data !== undefined && !ownership.data.some((item) => item.ownership === 'owned'))
