import { whenStartedUp } from '@/lib/after-start-up'
import { logger } from '@/lib/logger'
import { isSnapshotPath, saveSnapshot, snapshotKey, type PageSnapshot } from './snapshot-store'

/** After a page has rendered: long enough for its data and images to settle, short enough to catch quick visits. */
const SETTLE_MS = 800

const CLASS_RE = /\bcss-[\w-]+/g
/**
 * How far below the top of <main> a kept view reaches, in screens: list items starting further down are left out.
 * The next visit shows the view for a moment before the live page replaces it, from the top: the rest would only
 * make the document larger and slower to parse.
 */
const KEPT_SCREENS = 2

/**
 * The CSS rules of the app's own classes (emotion's `css-…`) that `html` uses. The app shell carries the global
 * rules and the shell's own, so a snapshot needs only these: far less CSS to parse before the first paint.
 */
function cssFor(doc: Document, html: string): string {
  const used = new Set(html.match(CLASS_RE))
  const parts: string[] = []
  for (const element of doc.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css"]')) {
    if (element.dataset.emotion?.startsWith('css-global')) continue
    const rules = element.sheet?.cssRules ?? []
    for (const rule of rules) {
      const text = rule.cssText
      if (text.match(CLASS_RE)?.some((name) => used.has(name))) parts.push(text)
    }
  }
  return parts.join('\n')
}

/** The HTML of `main` without the list items that start more than KEPT_SCREENS screens below its top. */
function keptHtml(main: HTMLElement, screenHeight: number): string {
  const items = main.querySelectorAll('li')
  if (screenHeight <= 0 || items.length === 0) return main.innerHTML // no screen to measure by: keep it all
  const top = main.getBoundingClientRect().top
  const below = [...items].map((item) => item.getBoundingClientRect().top - top > KEPT_SCREENS * screenHeight)
  if (!below.includes(true)) return main.innerHTML
  const copy = main.cloneNode(true) as HTMLElement
  copy.querySelectorAll('li').forEach((item, index) => {
    if (below[index]) item.remove()
  })
  return copy.innerHTML
}

/**
 * The page's <main> as it is now (its first screens), or null when there is nothing worth keeping: another kind
 * of page, or one still loading (skeletons, or a list marked aria-busy while it refreshes).
 */
export function capturePageSnapshot(doc: Document = document, now = Date.now()): PageSnapshot | null {
  const main = doc.getElementById('main-content')
  if (!main || !isSnapshotPath(doc.location.pathname)) return null
  if (main.querySelector('[aria-busy="true"], .chakra-skeleton')) return null
  const html = keptHtml(main, doc.defaultView?.innerHeight ?? 0)
  if (html.trim() === '') return null
  return { html, css: cssFor(doc, html), title: doc.title, savedAt: now }
}

async function saveCurrentPage(): Promise<void> {
  const snapshot = capturePageSnapshot()
  if (!snapshot) return
  try {
    await saveSnapshot(snapshotKey(window.location), snapshot)
  } catch (error) {
    logger.warn('Keeping the page for the next visit failed', { error: String(error) })
  }
}

/**
 * Keeps the last view of the listing and detail pages (snapshot-store.ts) so the next visit — offline above all —
 * shows it at once inside the app shell while the app starts: a short while after each page has rendered, and
 * again when the tab is hidden (what the user last saw). `onRendered` subscribes to "a page finished rendering".
 * The first page waits until the start-up is over (whenStartedUp): reading the page's rules and markup is a long
 * task on a slow phone (~100 ms on /jobs at 4x CPU), and right after load it delayed the page being interactive.
 */
export function startPageSnapshots(onRendered: (listener: () => void) => () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let startedUp = false
  const schedule = () => {
    if (!startedUp) return
    clearTimeout(timer)
    timer = setTimeout(() => void saveCurrentPage(), SETTLE_MS)
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void saveCurrentPage()
  }
  const unsubscribe = onRendered(schedule)
  document.addEventListener('visibilitychange', onHidden)
  const cancelStart = whenStartedUp(() => {
    startedUp = true
    void saveCurrentPage()
  })
  return () => {
    clearTimeout(timer)
    cancelStart()
    unsubscribe()
    document.removeEventListener('visibilitychange', onHidden)
  }
}
