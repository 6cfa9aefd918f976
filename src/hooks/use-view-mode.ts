import { useCallback, useState } from 'react'

/** A result list drawn as a grid of cards or as one column of rows (seed 2 §2: /search, and /people). */
export type ViewMode = 'grid' | 'list'

function readViewMode(storageKey: string): ViewMode {
  try {
    return globalThis.localStorage?.getItem(storageKey) === 'list' ? 'list' : 'grid'
  } catch {
    // Storage refused (private mode, blocked cookies): the default.
    return 'grid'
  }
}

/** Grid or list, kept on this device under `storageKey` (each page remembers its own choice). */
export function useViewMode(storageKey: string): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => readViewMode(storageKey))
  const change = useCallback(
    (next: ViewMode) => {
      setMode(next)
      try {
        globalThis.localStorage?.setItem(storageKey, next)
      } catch {
        // Not kept, still switched for this visit.
      }
    },
    [storageKey],
  )
  return [mode, change]
}
