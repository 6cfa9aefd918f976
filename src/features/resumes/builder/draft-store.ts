import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { ResumeDraft } from './draft-decision'

/**
 * The builder's drafts on this device (IndexedDB, its own database): what was typed, kept before any network
 * call, so a dead network, a reload or a closed tab loses nothing. Keyed by user and resume, so another account
 * on the same device never opens someone else's draft. Every failure (no IndexedDB, quota) is swallowed: the
 * builder then still saves online, it only cannot keep offline edits.
 */
const DB = 'reelhire-resume-drafts'
const STORE = 'drafts'

let store: UseStore | undefined
const draftStore = () => (store ??= createStore(DB, STORE))
const keyOf = (userId: string, resumeId: string) => `${userId}:${resumeId}`

export async function readDraft(userId: string, resumeId: string): Promise<ResumeDraft | null> {
  if (typeof indexedDB === 'undefined') return null
  try {
    return (await get<ResumeDraft>(keyOf(userId, resumeId), draftStore())) ?? null
  } catch {
    return null
  }
}

export async function writeDraft(draft: ResumeDraft): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  try {
    await set(keyOf(draft.userId, draft.resumeId), draft, draftStore())
  } catch {
    // Nothing to do: the edit stays on screen and goes out with the next save.
  }
}

export async function deleteDraft(userId: string, resumeId: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  try {
    await del(keyOf(userId, resumeId), draftStore())
  } catch {
    // A draft left behind equals the server's copy and is dropped when the builder next opens.
  }
}
