import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { resumeQueryOptions } from '@/entities/resume/api/resume-queries'
import { connectivity } from '@/lib/sync/connectivity'
import type { ResumeDraft } from './draft-decision'
import { readDraft } from './draft-store'
import { builderStart } from './open-builder'
import type { AutosaveStart } from './use-resume-autosave'

export type BuilderOpening =
  | { state: 'loading' }
  | { state: 'ready'; start: AutosaveStart; canEdit: boolean; fromDevice: boolean }
  | { state: 'failed'; error: unknown; retry: () => void }

/**
 * Reads the resume (always fresh: a cached copy could hide a newer version) and this device's draft, and
 * decides once where the builder starts. Offline, the draft (or the last copy read) opens at once.
 */
export function useBuilderStart(resumeId: string, userId: string): BuilderOpening {
  const query = useQuery({ ...resumeQueryOptions(resumeId, userId), refetchOnMount: 'always' })
  const [draft, setDraft] = useState<ResumeDraft | null | undefined>(undefined)
  const [opened, setOpened] = useState<BuilderOpening | null>(null)

  useEffect(() => {
    let live = true
    void readDraft(userId, resumeId).then((found) => live && setDraft(found))
    return () => {
      live = false
    }
  }, [userId, resumeId])

  const online = connectivity.isOnline()
  const settled = query.fetchStatus === 'idle' || (!online && query.fetchStatus !== 'fetching')

  useEffect(() => {
    if (opened || draft === undefined) return
    // Offline: don't wait for a fetch that cannot answer; the draft (else the cached copy) opens.
    const ready = settled || (!online && (draft !== null || query.data !== undefined))
    if (!ready) return
    const server = query.data && !query.isRefetchError && online ? query.data : null
    const start = builderStart(
      server ?? (draft ? null : (query.data ?? null)),
      draft,
      { resumeId, userId },
      online,
    )
    if (start) {
      setOpened({
        state: 'ready',
        start,
        // The server answers canEdit; a draft on this device is its owner's own work.
        canEdit: query.data?.canEdit ?? true,
        fromDevice: server === null,
      })
    }
  }, [opened, draft, settled, online, query.data, query.isRefetchError, resumeId, userId])

  if (opened) return opened
  // Nothing to open: the read failed (or cannot run offline) and this device has no draft.
  if (draft === null && !query.data && (query.isError || (!online && settled))) {
    return { state: 'failed', error: query.error, retry: () => void query.refetch() }
  }
  return { state: 'loading' }
}
