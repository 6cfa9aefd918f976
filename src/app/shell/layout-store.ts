import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** The sidebar's collapsed state is kept locally across reloads (spec: "Shell", "Stored locally"). */
export const SIDEBAR_STORAGE_KEY = 'reelhire.sidebar-collapsed'

type LayoutState = {
  sidebarCollapsed: boolean
  toggleSidebar: () => void
  setSidebarCollapsed: (collapsed: boolean) => void
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      sidebarCollapsed: false,
      toggleSidebar: () => set((s) => ({ sidebarCollapsed: !s.sidebarCollapsed })),
      setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
    }),
    {
      name: SIDEBAR_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ sidebarCollapsed: s.sidebarCollapsed }),
      version: 1,
    },
  ),
)
