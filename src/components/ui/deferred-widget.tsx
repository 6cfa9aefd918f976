import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { createDeferredModule } from './deferred-module'

type IdleModule<T> = ReturnType<typeof createDeferredModule<T>>

type Props<T> = {
  module: IdleModule<T>
  /** Rendered until the module arrives; `activate` loads it now and asks the real widget to open. */
  placeholder: (activate: () => void) => ReactNode
  children: (mod: T, activated: boolean) => ReactNode
}

/**
 * Swaps a look-alike placeholder for the real widget once its code has loaded, keeping keyboard focus on
 * the control if it was there, and opening the widget if the user already clicked the placeholder.
 */
export function DeferredWidget<T>({ module, placeholder, children }: Props<T>) {
  const loaded = module.useModule()
  const [shown, setShown] = useState<T | null>(loaded)
  const [activated, setActivated] = useState(false)
  const wrapper = useRef<HTMLSpanElement>(null)
  const restoreFocus = useRef(false)

  useEffect(() => {
    if (!loaded || shown) return
    const active = document.activeElement
    restoreFocus.current = !!active && !!wrapper.current?.contains(active)
    setShown(() => loaded)
  }, [loaded, shown])

  useLayoutEffect(() => {
    if (!shown || !restoreFocus.current || activated) return
    restoreFocus.current = false
    wrapper.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus()
  }, [shown, activated])

  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {shown
        ? children(shown, activated)
        : placeholder(() => {
            setActivated(true)
            void module.load()
          })}
    </span>
  )
}
