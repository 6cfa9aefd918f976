import { randomBytes } from 'node:crypto'
import { Metadata } from '@tus/server'
import { eq } from 'drizzle-orm'
import { VIDEO_UPLOAD_PATH } from '@/api/resume-media/video-upload'
import { resumeMedia } from '../../db/schema/resume-media'
import type { TestApp } from '../resumes/resumes-test-support'

/** Test helpers of the resume media and video upload tests (not used by the app). */

/** An MP4-looking file: an `ftyp` box, then `size` bytes in all. */
export function fakeMp4(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size))
  bytes.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom')], 0)
  return bytes
}

export function fakeWebm(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size))
  bytes.set([0x1a, 0x45, 0xdf, 0xa3], 0)
  return bytes
}

const auth = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {}

/** tus POST: answers the upload's path (from Location) and the response. */
export async function createUpload(
  t: TestApp,
  token: string | null,
  length: number,
  metadata: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ res: Response; path: string | null }> {
  const res = await t.app.request(VIDEO_UPLOAD_PATH, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(length),
      'Upload-Metadata': Metadata.stringify(metadata),
      ...auth(token),
      ...headers,
    },
  })
  return { res, path: res.headers.get('location') }
}

/** tus PATCH of `body` at `offset`. */
export function patchUpload(
  t: TestApp,
  token: string | null,
  path: string,
  offset: number,
  body: Uint8Array | ReadableStream<Uint8Array>,
): Promise<Response> {
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      ...auth(token),
    },
    body,
    duplex: 'half',
  }
  return Promise.resolve(t.app.request(path, init))
}

export function headUpload(t: TestApp, token: string | null, path: string): Promise<Response> {
  return Promise.resolve(
    t.app.request(path, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', ...auth(token) } }),
  )
}

/** A body that sends `bytes` and then fails, like a connection cut mid-request. */
export function cutStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true
        controller.enqueue(bytes)
        return
      }
      controller.error(new Error('connection lost'))
    },
  })
}

export async function bodyBytes(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer())
}

/**
 * What the processing job (video-processing.ts, tested with real videos in video-processing.test.ts) leaves behind,
 * for tests about reading and privacy whose uploads are not real videos: the row `ready` with its file as uploaded.
 */
export async function markProcessed(t: TestApp, mediaId: string): Promise<void> {
  await t.db.update(resumeMedia).set({ status: 'ready' }).where(eq(resumeMedia.id, mediaId))
}

/** Uploads `video` in one PATCH to `resumeId` as `token`'s user, marked processed; answers the media id. */
export async function uploadVideo(
  t: TestApp,
  token: string,
  resumeId: string,
  video: Uint8Array,
  name = 'Pitch',
): Promise<string> {
  const { res, path } = await createUpload(t, token, video.length, { resumeId, name })
  if (res.status !== 201 || !path) throw new Error(`create failed: ${res.status} ${await res.text()}`)
  const done = await patchUpload(t, token, path, 0, video)
  const mediaId = done.headers.get('x-resume-media-id')
  if (done.status !== 204 || !mediaId) throw new Error(`upload failed: ${done.status} ${await done.text()}`)
  await markProcessed(t, mediaId)
  return mediaId
}
