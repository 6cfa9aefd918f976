import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ResumeMedia } from '@/api/resume-media/resume-media-record'
import { Role } from '@/api/roles'
import { runFfmpeg } from '../../core/media/ffmpeg'
import { startQueueWorker } from '../../core/queue/queue-worker'
import { blobDeletions, resumeMedia } from '../../db/schema/resume-media'
import { createServiceContext } from '../../core/service-context'
import { createLogger } from '../../logger'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, type Person, type TestApp } from '../resumes/resumes-test-support'
import { bodyBytes, createUpload, fakeWebm, patchUpload } from './media-test-support'
import { mediaBlobStore } from './media-blob-store'
import { VIDEO_PROCESSING_QUEUE, videoProcessingHandler } from './video-processing'

/** Uploaded videos become playable MP4s with a poster and a duration, in the database job queue (decision 027). */

let t: TestApp
let owner: Person
let resumeId: string
const dir = mkdtempSync(join(tmpdir(), 'reelhire-processing-'))

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, Role.JobSeeker, 'processing')
  resumeId = (await createResume(t, owner, { name: 'Video resume', privacy: 'public' })).id
}, 120_000)

/** A two-second WebM like a browser's recording: VP8 video and Opus audio. */
async function browserRecording(): Promise<Uint8Array> {
  const file = join(dir, 'take.webm')
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=2',
    '-c:v',
    'libvpx',
    '-c:a',
    'libopus',
    file,
  ])
  return new Uint8Array(readFileSync(file))
}

async function upload(video: Uint8Array, name: string): Promise<string> {
  const { path } = await createUpload(t, owner.token, video.length, { resumeId, name })
  const done = await patchUpload(t, owner.token, path!, 0, video)
  expect(done.status).toBe(204)
  return done.headers.get('x-resume-media-id')!
}

/** Runs this process's queue until nothing is left to do, as the server's media worker does. */
async function processQueue() {
  const ctx = createServiceContext({ db: t.db, env: t.env, logger: createLogger({ level: 'silent' }) })
  const handler = videoProcessingHandler(mediaBlobStore(t.env), join(dir, 'work'))
  const worker = startQueueWorker(ctx, { [VIDEO_PROCESSING_QUEUE]: handler }, { pollMs: 60_000 })
  await worker.idle()
  await worker.stop()
  return { ctx, handler }
}

const row = async (id: string) => (await t.db.select().from(resumeMedia).where(eq(resumeMedia.id, id)))[0]!

describe('video processing', () => {
  it('turns a browser WebM recording into an MP4 with its duration and a poster, and drops the original', async () => {
    const mediaId = await upload(await browserRecording(), 'Recorded pitch')
    const before = await row(mediaId)
    expect(before.status).toBe('processing')
    // Visitors do not see a video that cannot play yet; the owner does, marked processing.
    const publicList = await call<ResumeMedia[]>(t.app, 'GET', `/api/Resume/${resumeId}/media`, null)
    expect(publicList.body.data.map((m) => m.id)).not.toContain(mediaId)

    await processQueue()

    const after = await row(mediaId)
    expect(after).toMatchObject({
      status: 'ready',
      metaType: 1,
      contentType: 'video/mp4',
      width: 320,
      height: 240,
    })
    expect(after.durationSeconds).toBeGreaterThan(1.8)
    expect(after.durationSeconds).toBeLessThan(2.3)
    const item = await call<ResumeMedia>(t.app, 'GET', `/api/ResumeMedia/${mediaId}`, null)
    expect(item.body.data).toMatchObject({ status: 'ready', contentType: 'video/mp4' })

    const file = await t.app.request(`/api/ResumeMedia/${mediaId}/file`, { headers: { range: 'bytes=0-11' } })
    expect(file.status).toBe(206)
    expect(file.headers.get('content-type')).toBe('video/mp4')
    expect(
      Buffer.from(await bodyBytes(file))
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp')
    const poster = await t.app.request(`/api/ResumeMedia/${mediaId}/poster`)
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toBe('image/jpeg')
    expect([...(await bodyBytes(poster)).subarray(0, 2)]).toEqual([0xff, 0xd8])
    // The uploaded WebM is queued for deletion by the cleanup.
    const queued = await t.db.select().from(blobDeletions).where(eq(blobDeletions.blobKey, before.blobKey!))
    expect(queued).toHaveLength(1)
  })

  it('fails a file that is not a readable video, and says so to its owner only', async () => {
    const mediaId = await upload(fakeWebm(20_000), 'Broken take')
    const { ctx, handler } = await processQueue()
    // The first try failed and is queued again later; the last one marks the row failed.
    expect((await row(mediaId)).status).toBe('processing')
    const [job] = await t.db.select().from(resumeMedia).where(eq(resumeMedia.id, mediaId))
    expect(job).toBeDefined()
    await handler.onFailed?.(
      { id: 'x', queue: VIDEO_PROCESSING_QUEUE, payload: { mediaId }, attempts: 3, maxAttempts: 3 } as never,
      'ffmpeg exited with 1',
      ctx,
    )
    expect((await row(mediaId)).status).toBe('failed')
    const own = await call<ResumeMedia[]>(t.app, 'GET', `/api/Resume/${resumeId}/media`, owner.token)
    expect(own.body.data.find((m) => m.id === mediaId)?.status).toBe('failed')
    const publicList = await call<ResumeMedia[]>(t.app, 'GET', `/api/Resume/${resumeId}/media`, null)
    expect(publicList.body.data.map((m) => m.id)).not.toContain(mediaId)
  })
})
