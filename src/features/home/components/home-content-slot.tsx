import { lazy, Suspense, useEffect, useRef, useState } from 'react'

/** The sections' code and calls load only when needed, never with the page's start-up (issue 13 budgets). */
const HomeContentSections = lazy(() =>
  import('./home-content-sections').then((module) => ({ default: module.HomeContentSections })),
)

/** How far below the viewport the sections start loading. */
const ROOT_MARGIN = '600px 0px'

/**
 * A placeholder below the fold that renders the home content sections once the page has hydrated and the
 * reader scrolls near it (IntersectionObserver). Prerendered HTML
 * holds only the empty placeholder, so hydration matches.
 */
export function HomeContentSlot() {
  const anchor = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)

  useEffect(() => {
    if (shown) return
    const element = anchor.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true)
      },
      { rootMargin: ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])

  return (
    <div ref={anchor} data-testid="home-content-slot" style={{ minHeight: shown ? undefined : 1 }}>
      {shown ? (
        <Suspense fallback={null}>
          <HomeContentSections />
        </Suspense>
      ) : null}
    </div>
  )
}
