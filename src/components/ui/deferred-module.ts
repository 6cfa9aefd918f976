import { useEffect, useState } from 'react'

/**
 * A module fetched on the first sign of a person using the page (pointer, touch, key or focus), or at once on
 * demand, so widgets that only matter after a click — menus, tooltips, the account switcher — stay out of the
 * JavaScript needed to paint '/'. Loading on interaction rather than on idle keeps the start-up window quiet:
 * work done "when idle" right after load still blocks the main thread of a slow phone while it settles.
 * Until it arrives, callers render a look-alike placeholder that calls load() when used.
 */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const
export function createDeferredModule<T>(loader: () => Promise<T>) {
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

  const scheduleOnInteraction = () => {
    if (loaded || pending) return () => {}
    const onInteraction = () => {
      cancel()
      void load()
    }
    const cancel = () => {
      for (const type of INTERACTION_EVENTS)
        window.removeEventListener(type, onInteraction, { capture: true })
    }
    for (const type of INTERACTION_EVENTS)
      window.addEventListener(type, onInteraction, { capture: true, passive: true })
    return cancel
  }

  function useModule(): T | null {
    const [mod, setMod] = useState<T | null>(loaded)
    useEffect(() => {
      if (loaded) {
        setMod(loaded)
        return
      }
      listeners.add(setMod)
      const cancel = scheduleOnInteraction()
      return () => {
        listeners.delete(setMod)
        cancel()
      }
    }, [])
    return mod
  }

  return { load, useModule }
}
