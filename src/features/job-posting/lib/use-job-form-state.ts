import { useCallback, useEffect, useRef, useState } from 'react'
import { jobDraftStore, type DraftStore } from './draft-store'
import { sameFormValues, type JobFormValues } from './job-form-values'

/** Pending changes are written at most this often while typing, and at once on blur or when the tab hides. */
export const AUTOSAVE_INTERVAL_MS = 3000

type Options = {
  storageKey: string
  /** What the server has (or the empty form): the state "no unsaved changes" compares with. */
  baseline: JobFormValues
  baseUpdatedAt: string | null
  store?: DraftStore
  intervalMs?: number
}

/**
 * The job form's values with local autosave: restores an unsaved draft on mount (differing from the
 * baseline), writes changes every few seconds and on `flush()` (blur, tab hidden, leaving), forgets them
 * on `discard()` or `finish()` (after a successful save).
 */
export function useJobFormState({
  storageKey,
  baseline,
  baseUpdatedAt,
  store = jobDraftStore,
  intervalMs = AUTOSAVE_INTERVAL_MS,
}: Options) {
  const [restored] = useState(() => {
    const stored = store.load(storageKey)
    return stored && !sameFormValues(stored.values, baseline) ? stored : null
  })
  const [values, setValues] = useState<JobFormValues>(restored?.values ?? baseline)
  const [restoredAt, setRestoredAt] = useState<number | null>(restored?.savedAt ?? null)
  const [savedAt, setSavedAt] = useState<number | null>(restored?.savedAt ?? null)
  const latest = useRef(values)
  latest.current = values
  const pending = useRef(false)
  const finished = useRef(false)

  const flush = useCallback(() => {
    if (!pending.current || finished.current) return
    pending.current = false
    if (sameFormValues(latest.current, baseline)) {
      store.clear(storageKey)
      setSavedAt(null)
      return
    }
    const saved = store.save(storageKey, latest.current, baseUpdatedAt)
    if (saved) setSavedAt(saved.savedAt)
  }, [store, storageKey, baseline, baseUpdatedAt])

  useEffect(() => {
    const timer = setInterval(flush, intervalMs)
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', flush)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', flush)
      // Leaving the page (confirmed, or a sign-out) keeps what was typed for next time.
      flush()
    }
  }, [flush, intervalMs])

  const patch = useCallback((changes: Partial<JobFormValues>) => {
    pending.current = true
    setValues((current) => ({ ...current, ...changes }))
  }, [])

  /** Replaces every value (an import, an undo); saved like any edit. */
  const replace = useCallback((next: JobFormValues) => {
    pending.current = true
    setValues(next)
  }, [])

  const discard = useCallback(() => {
    pending.current = false
    store.clear(storageKey)
    setValues(baseline)
    setRestoredAt(null)
    setSavedAt(null)
  }, [store, storageKey, baseline])

  /** The job was saved to the server: the local copy is no longer needed and nothing more is written. */
  const finish = useCallback(() => {
    finished.current = true
    pending.current = false
    store.clear(storageKey)
  }, [store, storageKey])

  return {
    values,
    patch,
    replace,
    flush,
    discard,
    finish,
    dirty: !sameFormValues(values, baseline),
    restoredAt,
    dismissRestored: () => setRestoredAt(null),
    savedAt,
  }
}
