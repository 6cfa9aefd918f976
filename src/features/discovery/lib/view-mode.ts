import { useCallback, useState } from 'react'

/** Grid or list on /search (seed 2 §2), kept on this device. */
export type ViewMode = 'grid' | 'list'

export const VIEW_MODE_KEY = 'reelhire.discovery.view'

function readViewMode(): ViewMode {
  try {
    return globalThis.localStorage?.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'grid'
  } catch {
    // Storage refused (private mode, blocked cookies): the default.
    return 'grid'
  }
}

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode)
  const change = useCallback((next: ViewMode) => {
    setMode(next)
    try {
      globalThis.localStorage?.setItem(VIEW_MODE_KEY, next)
    } catch {
      // Not kept, still switched for this visit.
    }
  }, [])
  return [mode, change]
}
