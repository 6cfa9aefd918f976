import { Upload, type DetailedError } from 'tus-js-client'
import { create } from 'zustand'
import { MEDIA_ID_HEADER } from '@/api/resume-media/video-upload'
import { getRuntimeConfig } from '@/config/runtime-config'
import { getAccessTokenRefresher, readAuthToken } from '@/lib/api-client/auth-storage'
import { addSample, secondsLeft, speedOf, type UploadSample } from './upload-speed'
import { extensionOf } from './recording-type'
import {
  draftBlob,
  getDraft,
  listDrafts,
  removeDraft,
  updateDraft,
  type VideoDraft,
} from './video-drafts-store'

/**
 * Sends queued video drafts to the server over tus (resumable uploads): a cut connection resumes from the last byte
 * the server has, asked with a HEAD, so at most one chunk is sent twice. Each draft is removed from the device once
 * the server answers the finishing PATCH with the media row it made.
 */
export type UploadStatus = 'starting' | 'uploading' | 'waiting-network' | 'failed' | 'done'

export type UploadProgress = {
  status: UploadStatus
  bytesSent: number
  bytesTotal: number
  /** Bytes per second over the last seconds; null until known. */
  speed: number | null
  secondsLeft: number | null
  error: string | null
  /** The media row the server made (done). */
  mediaId: string | null
}

type ProgressState = { byDraft: Record<string, UploadProgress> }

export const useUploadProgress = create<ProgressState>(() => ({ byDraft: {} }))

function setProgress(id: string, change: Partial<UploadProgress>): void {
  useUploadProgress.setState((state) => {
    const before: UploadProgress = state.byDraft[id] ?? {
      status: 'starting',
      bytesSent: 0,
      bytesTotal: 0,
      speed: null,
      secondsLeft: null,
      error: null,
      mediaId: null,
    }
    return { byDraft: { ...state.byDraft, [id]: { ...before, ...change } } }
  })
}

/** Each PATCH carries at most this much: what an interruption can cost again. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024

const running = new Map<string, Upload>()
const samples = new Map<string, UploadSample[]>()

export type UploadListener = { onDone?: (draft: VideoDraft, mediaId: string | null) => void }
const listeners = new Set<UploadListener>()

/** Follow finished uploads (the studio refreshes the resume's media list); answers the unsubscribe. */
export function onUploadEvents(listener: UploadListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The server's own words for a refusal (tus answers in plain text), else a generic line. */
function refusalText(error: DetailedError | Error): { text: string; retryable: boolean } {
  const response = 'originalResponse' in error ? error.originalResponse : null
  const status = response?.getStatus() ?? 0
  if (!response || status === 0) return { text: 'Waiting for the network…', retryable: true }
  const body = response.getBody()?.trim()
  if (status >= 500) return { text: body || 'The server could not take the video just now.', retryable: true }
  return { text: body || `The upload was refused (${status}).`, retryable: false }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** Starts (or resumes) the upload of a queued draft; nothing when it is already running in this tab. */
export async function startDraftUpload(draft: VideoDraft): Promise<void> {
  if (running.has(draft.id) || draft.state !== 'queued') return
  const blob = await draftBlob(draft)
  setProgress(draft.id, {
    status: isOffline() ? 'waiting-network' : 'starting',
    bytesTotal: blob.size,
    error: null,
  })
  const upload: Upload = new Upload(blob, {
    endpoint: `${getRuntimeConfig().apiBaseUrl}/uploads/video`,
    uploadUrl: draft.uploadUrl,
    uploadSize: blob.size,
    chunkSize: UPLOAD_CHUNK_BYTES,
    metadata: {
      resumeId: draft.resumeId,
      name: draft.name,
      filename: `${draft.name}.${extensionOf(draft.mimeType)}`,
      filetype: blob.type,
    },
    // The draft keeps the upload URL itself (IndexedDB, per user), not tus's localStorage fingerprints: a recorded
    // Blob has no name or date to fingerprint it by.
    storeFingerprintForResuming: false,
    retryDelays: [0, 1_000, 3_000, 5_000, 10_000, 20_000],
    onBeforeRequest: (request) => {
      const token = readAuthToken(globalThis.localStorage)
      if (token) request.setHeader('Authorization', `Bearer ${token}`)
    },
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0
      if (status === 401) {
        // An access token that expired during a long upload: refresh it (shared with the API client), then retry.
        const refresher = getAccessTokenRefresher()
        const token = readAuthToken(globalThis.localStorage)
        if (refresher && token) void refresher(token)
        return true
      }
      // No answer at all: the network is gone. Say so now (the retries go on in the background).
      if (status === 0) setProgress(draft.id, { status: 'waiting-network', speed: null, secondsLeft: null })
      return status === 0 || status >= 500 || status === 409 || status === 423
    },
    onUploadUrlAvailable: () => {
      if (upload.url) void updateDraft(draft.id, { uploadUrl: upload.url })
    },
    onProgress: (bytesSent, bytesTotal) => {
      const list = addSample(samples.get(draft.id) ?? [], { at: performance.now(), bytes: bytesSent })
      samples.set(draft.id, list)
      const speed = speedOf(list)
      setProgress(draft.id, {
        status: 'uploading',
        bytesSent,
        bytesTotal,
        speed,
        secondsLeft: secondsLeft(bytesSent, bytesTotal, speed),
        error: null,
      })
    },
    onSuccess: ({ lastResponse }) => {
      running.delete(draft.id)
      samples.delete(draft.id)
      const mediaId = lastResponse.getHeader(MEDIA_ID_HEADER) ?? null
      void removeDraft(draft.id).then(() => {
        setProgress(draft.id, { status: 'done', bytesSent: blob.size, mediaId, secondsLeft: 0 })
        for (const listener of listeners) listener.onDone?.(draft, mediaId)
      })
    },
    onError: (error) => {
      running.delete(draft.id)
      samples.delete(draft.id)
      const { text, retryable } = refusalText(error)
      // A dead network: the draft stays queued and resumes on `online`, on return to the tab or at the next start.
      setProgress(
        draft.id,
        retryable ? { status: 'waiting-network', error: null } : { status: 'failed', error: text },
      )
    },
  })
  running.set(draft.id, upload)
  upload.start()
}

/** Stops an upload in this tab (the draft stays queued; the server keeps what it received). */
export async function pauseDraftUpload(id: string): Promise<void> {
  const upload = running.get(id)
  running.delete(id)
  await upload?.abort(false)
}

/** Discards a draft: stops its upload, asks the server to drop the partial upload, removes the bytes. */
export async function discardDraft(draft: VideoDraft): Promise<void> {
  const upload = running.get(draft.id)
  running.delete(draft.id)
  if (upload) await upload.abort(Boolean(upload.url)).catch(() => undefined)
  await removeDraft(draft.id)
  useUploadProgress.setState((state) => {
    const { [draft.id]: _gone, ...rest } = state.byDraft
    return { byDraft: rest }
  })
}

/**
 * Resumes every queued draft of the user: at start, on `online`, on return to the tab. One still running but waiting
 * out a retry delay for the network (up to 20 s) is restarted at once: it asks the server for its offset and goes on.
 */
export async function resumeQueuedUploads(ownerId: string): Promise<void> {
  if (isOffline()) return
  for (const draft of await listDrafts(ownerId)) {
    if (draft.state !== 'queued') continue
    if (
      running.has(draft.id) &&
      useUploadProgress.getState().byDraft[draft.id]?.status === 'waiting-network'
    ) {
      await pauseDraftUpload(draft.id)
    }
    await startDraftUpload((await getDraft(draft.id)) ?? draft)
  }
}

let following: (() => void) | null = null

/** Resumes the user's uploads now and whenever the network or the tab comes back. Idempotent. */
export function followQueuedUploads(ownerId: () => string | null): void {
  if (following || typeof window === 'undefined') return
  const resume = () => {
    const id = ownerId()
    if (id) void resumeQueuedUploads(id)
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') resume()
  }
  window.addEventListener('online', resume)
  document.addEventListener('visibilitychange', onVisible)
  // A network that says it is up but drops every request (lie-fi) sends no 'online': look again now and then.
  const timer = window.setInterval(resume, 30_000)
  following = () => {
    window.removeEventListener('online', resume)
    document.removeEventListener('visibilitychange', onVisible)
    window.clearInterval(timer)
  }
  resume()
}
