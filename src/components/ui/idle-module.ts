import { useEffect, useState } from 'react'

/**
 * A module that is fetched when the browser is idle (or at once on demand), so widgets that only matter
 * after a click — menus, tooltips, the account switcher — stay out of the JavaScript needed to paint '/'.
 * Until it arrives, callers render a look-alike placeholder.
 */
export function createIdleModule<T>(loader: () => Promise<T>) {
  let loaded: T | null = null
  let pending: Promise<T> | null = null
  const listeners = new Set<(m: T) => void>()

  const load = (): Promise<T> => {
    pending ??= loader().then((m) => {
      loaded = m
      for (const l of listeners) l(m)
      return m
    })
    return pending
  }

  const scheduleIdle = () => {
    if (loaded || pending) return () => {}
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
    if (typeof w.requestIdleCallback === 'function') {
      const id = w.requestIdleCallback(() => void load(), { timeout: 3000 })
      return () => window.cancelIdleCallback?.(id)
    }
    const id = window.setTimeout(() => void load(), 1200)
    return () => window.clearTimeout(id)
  }

  function useModule(): T | null {
    const [mod, setMod] = useState<T | null>(loaded)
    useEffect(() => {
      if (loaded) {
        setMod(loaded)
        return
      }
      listeners.add(setMod)
      const cancel = scheduleIdle()
      return () => {
        listeners.delete(setMod)
        cancel()
      }
    }, [])
    return mod
  }

  return { load, useModule }
}
