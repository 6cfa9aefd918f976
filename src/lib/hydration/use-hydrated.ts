import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the component renders on the server or hydrates HTML the server rendered, true otherwise (a client
 * render, and the render React does right after hydrating). What depends on the browser (its clock, time zone,
 * locale, storage) is rendered as the server did while false, so hydration keeps the HTML; React then re-renders
 * with true at once, without a mismatch: getServerSnapshot is what useSyncExternalStore is for. A createRoot render
 * never reads the server snapshot, so client-rendered pages show the browser's values from their first paint.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
