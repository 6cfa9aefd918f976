// The last view of a few listing and detail pages, kept in IndexedDB (not in a service-worker cache: a signed-in
// view is private, and no service-worker cache holds private data). Written by the page (capture.ts), read by
// the service worker, which serves it inside the app shell on the next visit (sw/navigation.ts). Shared by
// both, so it imports nothing of the page.
import { clear, createStore, del, entries, get, keys, set, type UseStore } from 'idb-keyval'

export type PageSnapshot = {
  /** The HTML of the page's <main> as it was rendered. */
  html: string
  /** The CSS rules the app had inserted (class names in `html` refer to them). */
  css: string
  title: string
  savedAt: number
}

export const SNAPSHOT_DB = 'reelhire-page-snapshots'
export const SNAPSHOT_STORE = 'snapshots'
/** Like the persisted query cache (query-persistence.ts): older views are not worth showing. */
export const SNAPSHOT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
export const SNAPSHOT_MAX_ENTRIES = 12
/** A page larger than this (HTML + CSS, in characters) is not kept: it would cost more than it saves. */
export const SNAPSHOT_MAX_CHARS = 1_500_000

/** /jobs and /companies (with their query: a search is its own page) and one job or company. */
const SNAPSHOT_PATH = /^\/(jobs|companies)(\/[0-9a-f-]{36})?\/?$/i

export function isSnapshotPath(pathname: string): boolean {
  return SNAPSHOT_PATH.test(pathname)
}

export const snapshotKey = (url: { pathname: string; search: string }) => url.pathname + url.search

let store: UseStore | undefined
function snapshotStore(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined
  store ??= createStore(SNAPSHOT_DB, SNAPSHOT_STORE)
  return store
}

export async function saveSnapshot(key: string, snapshot: PageSnapshot): Promise<void> {
  const db = snapshotStore()
  if (!db || snapshot.html.length + snapshot.css.length > SNAPSHOT_MAX_CHARS) return
  await set(key, snapshot, db)
  // Keep the newest few: each holds a copy of the app's CSS. Counting keys is cheap; reading every view to find
  // the oldest happens only when there are too many.
  if ((await keys(db)).length <= SNAPSHOT_MAX_ENTRIES) return
  const all = (await entries<string, PageSnapshot>(db)).sort(([, a], [, b]) => b.savedAt - a.savedAt)
  await Promise.all(all.slice(SNAPSHOT_MAX_ENTRIES).map(([old]) => del(old, db)))
}

/** The snapshot of a page if there is a recent one. */
export async function readSnapshot(key: string, now = Date.now()): Promise<PageSnapshot | undefined> {
  const db = snapshotStore()
  if (!db) return undefined
  const snapshot = await get<PageSnapshot>(key, db)
  return snapshot && now - snapshot.savedAt <= SNAPSHOT_MAX_AGE_MS ? snapshot : undefined
}

/** Every sign-out (with the persisted query cache they were rendered from). */
export async function clearSnapshots(): Promise<void> {
  const db = snapshotStore()
  if (db) await clear(db)
}
