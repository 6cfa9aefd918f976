import { clear, createStore, keys } from 'idb-keyval'

/**
 * Work some features keep on this device for the signed-in user until the server has it: the resume builder's
 * unsent edits (features/resumes/builder/draft-store.ts) and videos recorded or picked but not yet uploaded
 * (features/video-studio/lib/video-drafts-store.ts). Named here, below both, so that signing out on purpose can
 * count them in its warning and clear them like the outbox, without loading those features.
 */
const DEVICE_DRAFTS: readonly { db: string; store: string; isDraft: (key: IDBValidKey) => boolean }[] = [
  { db: 'reelhire-resume-drafts', store: 'drafts', isDraft: () => true },
  // Chunks of a video are stored beside its draft record; the record is what counts.
  { db: 'reelhire-video-drafts', store: 'items', isDraft: (key) => String(key).startsWith('draft:') },
]

/** Set while a video draft waits, so the app's start can resume uploads without opening IndexedDB. */
export const VIDEO_DRAFTS_PENDING_KEY = 'reelhire:video-drafts-pending'

export async function countDeviceDrafts(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0
  let count = 0
  for (const { db, store, isDraft } of DEVICE_DRAFTS) {
    try {
      count += (await keys(createStore(db, store))).filter(isDraft).length
    } catch {
      // Storage blocked or broken: nothing could be kept there either.
    }
  }
  return count
}

export async function clearDeviceDrafts(): Promise<void> {
  try {
    localStorage.removeItem(VIDEO_DRAFTS_PENDING_KEY)
  } catch {
    // Blocked storage: the flag was never set.
  }
  if (typeof indexedDB === 'undefined') return
  await Promise.all(
    DEVICE_DRAFTS.map(({ db, store }) => clear(createStore(db, store)).catch(() => undefined)),
  )
}
