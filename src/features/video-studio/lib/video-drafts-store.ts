import { createStore, del, delMany, entries, get, set, update, type UseStore } from 'idb-keyval'
import { setPendingFlag } from './pending-flag'

/**
 * Videos on the device until the server has them (issue 14): a recording's chunks are saved as they are recorded
 * and a picked file as it is picked, so closing the tab, a crash or a dead network loses nothing. A draft is queued
 * for upload once the recording stops; it is removed, with its bytes, when the server confirmed the media row.
 */
export type VideoDraftState =
  /** Still being recorded — or the tab closed while it was: offered to upload or discard. */
  | 'recording'
  /** Waiting to be uploaded, or part-way through. */
  | 'queued'

export type VideoDraft = {
  id: string
  /** The signed-in user it belongs to: another user of the device never sees or sends it. */
  ownerId: string
  resumeId: string
  name: string
  mimeType: string
  source: 'recording' | 'file'
  createdAt: number
  chunkCount: number
  bytes: number
  durationSeconds: number | null
  state: VideoDraftState
  /** The tus upload's URL once the server created it: a resumed upload asks it for the offset. */
  uploadUrl: string | null
}

const DB_NAME = 'reelhire-video-drafts'
let store: UseStore | undefined
const db = () => (store ??= createStore(DB_NAME, 'items'))

const draftKey = (id: string) => `draft:${id}`
const chunkKey = (id: string, index: number) => `chunk:${id}:${String(index).padStart(6, '0')}`

export async function createDraft(
  draft: Omit<VideoDraft, 'chunkCount' | 'bytes' | 'uploadUrl' | 'durationSeconds'>,
): Promise<VideoDraft> {
  const full: VideoDraft = { ...draft, chunkCount: 0, bytes: 0, uploadUrl: null, durationSeconds: null }
  await set(draftKey(draft.id), full, db())
  setPendingFlag(true)
  return full
}

/** Saves the next chunk, then counts it: a draft never names a chunk that is not on the device. */
export async function appendChunk(id: string, index: number, chunk: Blob): Promise<void> {
  await set(chunkKey(id, index), chunk, db())
  await update<VideoDraft | undefined>(
    draftKey(id),
    (draft) =>
      draft && {
        ...draft,
        chunkCount: Math.max(draft.chunkCount, index + 1),
        bytes: draft.bytes + chunk.size,
      },
    db(),
  )
}

export async function updateDraft(id: string, change: Partial<VideoDraft>): Promise<void> {
  await update<VideoDraft | undefined>(draftKey(id), (draft) => draft && { ...draft, ...change }, db())
}

export async function getDraft(id: string): Promise<VideoDraft | undefined> {
  return get<VideoDraft>(draftKey(id), db())
}

/** The user's drafts, oldest first. */
export async function listDrafts(ownerId: string): Promise<VideoDraft[]> {
  const all = await entries<string, VideoDraft>(db())
  return all
    .filter(([key, draft]) => key.startsWith('draft:') && draft.ownerId === ownerId)
    .map(([, draft]) => draft)
    .sort((a, b) => a.createdAt - b.createdAt)
}

/** The draft's bytes as one Blob (a recording's chunks in order: a valid file, even if recording was cut). */
export async function draftBlob(draft: VideoDraft): Promise<Blob> {
  const chunks: Blob[] = []
  for (let index = 0; index < draft.chunkCount; index++) {
    const chunk = await get<Blob>(chunkKey(draft.id, index), db())
    if (chunk) chunks.push(chunk)
  }
  return new Blob(chunks, { type: draft.mimeType.split(';')[0] })
}

/** Removes a draft and its bytes (uploaded, or discarded by the user). */
export async function removeDraft(id: string): Promise<void> {
  const draft = await getDraft(id)
  const chunkKeys = Array.from({ length: draft?.chunkCount ?? 0 }, (_, index) => chunkKey(id, index))
  await delMany(chunkKeys, db())
  await del(draftKey(id), db())
  const left = (await entries<string, VideoDraft>(db())).some(([key]) => key.startsWith('draft:'))
  setPendingFlag(left)
}
