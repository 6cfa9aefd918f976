import { useMatches } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Rendered on its own, without the app's shell (top bar, sidebar, footer, bottom bar) and the runtimes that
     * live in it (session refresh, outbox, service worker): a page other sites put in a frame of theirs.
     */
    bare?: boolean
  }
}

/** Whether the page being shown asked to be rendered without the shell (a route's `staticData.bare`). */
export function useIsBarePage(): boolean {
  return useMatches({ select: (matches) => matches.some((match) => match.staticData.bare === true) })
}
