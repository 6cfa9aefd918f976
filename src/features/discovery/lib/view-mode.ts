import { useViewMode as useStoredViewMode, type ViewMode } from '@/hooks/use-view-mode'

/** Grid or list on /search (seed 2 §2), kept on this device (the hook is shared with /people). */
export type { ViewMode }

export const VIEW_MODE_KEY = 'reelhire.discovery.view'

export const useViewMode = () => useStoredViewMode(VIEW_MODE_KEY)
