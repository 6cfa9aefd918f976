import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { MasterGroup, ResumeWithOwnership } from '@/api/resumes/resume-record'
import { RESUMES_ROOT_KEY } from '../api/resume-keys'

/**
 * Optimistic edits of the cached resume lists for the owner's online writes (promote, delete): applied at the
 * click, undone from a snapshot if the server refuses, and replaced by the server's lists right after either way.
 */

type Item = { id: string; parentId?: string | null; isMaster?: boolean }

const isGroup = (value: unknown): value is MasterGroup =>
  typeof value === 'object' && value !== null && 'masterResume' in value && 'variations' in value

/** A list of resumes with `id` promoted: it heads its group as master, its old head and siblings under it. */
export function promoteInList<T extends Item>(list: readonly T[], id: string): T[] {
  const target = list.find((item) => item.id === id)
  const oldHead = target?.parentId
  if (!target || !oldHead) return [...list]
  return list.map((item) => {
    if (item.id === id) return { ...item, isMaster: true, parentId: null }
    if (item.id === oldHead) return { ...item, isMaster: false, parentId: id }
    if (item.parentId === oldHead) return { ...item, parentId: id }
    // One master per owner: another group's master steps down.
    if (item.isMaster) return { ...item, isMaster: false }
    return item
  })
}

/** Master groups with `id` promoted: it heads its group, the old head becomes its first variation. */
export function promoteInGroups(groups: readonly MasterGroup[], id: string): MasterGroup[] {
  return groups.map((group) => {
    const target = group.variations.find((variation) => variation.id === id)
    if (!target)
      return group.masterResume.isMaster
        ? { ...group, masterResume: { ...group.masterResume, isMaster: false } }
        : group
    const head: ResumeWithOwnership = { ...target, isMaster: true, parentId: null }
    const oldHead: ResumeWithOwnership = { ...group.masterResume, isMaster: false, parentId: id }
    const others = group.variations
      .filter((variation) => variation.id !== id)
      .map((v) => ({ ...v, parentId: id }))
    return { masterResume: head, variations: [oldHead, ...others] }
  })
}

/** A list without the resumes in `ids` (and, for a removed group head, its variations). */
export function removeFromList<T extends Item>(list: readonly T[], ids: ReadonlySet<string>): T[] {
  return list.filter((item) => !ids.has(item.id) && !(item.parentId && ids.has(item.parentId)))
}

export function removeFromGroups(groups: readonly MasterGroup[], ids: ReadonlySet<string>): MasterGroup[] {
  return groups
    .filter((group) => !ids.has(group.masterResume.id))
    .map((group) => ({ ...group, variations: group.variations.filter((v) => !ids.has(v.id)) }))
}

type Edit = {
  list: <T extends Item>(list: readonly T[]) => T[]
  groups: (groups: readonly MasterGroup[]) => MasterGroup[]
}

function applyEdit(data: unknown, edit: Edit): unknown {
  if (!Array.isArray(data)) {
    if (typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items)) {
      return { ...data, items: edit.list(data.items as Item[]) }
    }
    return data
  }
  if (data.length > 0 && isGroup(data[0])) return edit.groups(data as MasterGroup[])
  return edit.list(data as Item[])
}

export type CacheSnapshot = [QueryKey, unknown][]

/** Applies the edit to every cached resume list and returns what they were, for `restoreResumeCaches`. */
export async function editResumeCaches(queryClient: QueryClient, edit: Edit): Promise<CacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: RESUMES_ROOT_KEY })
  const snapshot = queryClient.getQueriesData({ queryKey: RESUMES_ROOT_KEY })
  for (const [key, data] of snapshot) {
    const next = applyEdit(data, edit)
    if (next !== data) queryClient.setQueryData(key, next)
  }
  return snapshot
}

export function restoreResumeCaches(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data)
}

export const promoteEdit = (id: string): Edit => ({
  list: (list) => promoteInList(list, id),
  groups: (groups) => promoteInGroups(groups, id),
})

export const removeEdit = (ids: ReadonlySet<string>): Edit => ({
  list: (list) => removeFromList(list, ids),
  groups: (groups) => removeFromGroups(groups, ids),
})
