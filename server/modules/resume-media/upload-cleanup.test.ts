import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { blobDeletions, resumeMedia, videoUploads } from '../../db/schema/resume-media'
import { createFsBlobStore } from '../../core/blob-store/fs-blob-store'
import { createServiceContext } from '../../core/service-context'
import { createLogger } from '../../logger'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, type Person, type TestApp } from '../resumes/resumes-test-support'
import { createUpload, fakeMp4, patchUpload, uploadVideo } from './media-test-support'
import { cleanUpUploads } from './upload-cleanup'
import { onVideoUploadFinished } from './video-upload-finish'
import { tusDir } from './video-upload-server'

/** Abandoned uploads and deleted media's files are cleaned up; a finish run twice at once makes one row. */

let t: TestApp
let owner: Person
let resumeId: string
const ctx = () =>
  createServiceContext({ db: t.db, env: t.env, logger: createLogger({ level: 'silent' }), mailer: t.mailer })

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, Role.JobSeeker, 'cleanup')
  resumeId = (await createResume(t, owner, { name: 'Cleanup' })).id
}, 120_000)

describe('upload cleanup', () => {
  it('drops uploads left unfinished for a day (file, row and quota share) and keeps recent ones', async () => {
    const video = fakeMp4(10_000)
    const old = await createUpload(t, owner.token, video.length, { resumeId })
    await patchUpload(t, owner.token, old.path!, 0, video.subarray(0, 4_000))
    const recent = await createUpload(t, owner.token, video.length, { resumeId })
    const oldId = old.path!.split('/').pop()!
    const recentId = recent.path!.split('/').pop()!
    await t.db
      .update(videoUploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(videoUploads.id, oldId))

    const result = await cleanUpUploads(ctx(), t.env)
    expect(result.abandoned).toBe(1)
    expect(existsSync(join(tusDir(t.env.DATA_DIR), oldId))).toBe(false)
    expect(existsSync(join(tusDir(t.env.DATA_DIR), `${oldId}.json`))).toBe(false)
    expect(existsSync(join(tusDir(t.env.DATA_DIR), recentId))).toBe(true)
    expect((await t.db.select().from(videoUploads).where(eq(videoUploads.id, oldId))).length).toBe(0)
    // The client resuming the dropped upload is told it is gone.
    const head = await t.app.request(old.path!, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${owner.token}` },
    })
    expect(head.status).toBe(404)
  })

  it('deletes the files of media deleted by cascade', async () => {
    const own = (await createResume(t, owner, { name: 'Cascade' })).id
    const mediaId = await uploadVideo(t, owner.token, own, fakeMp4(3_000))
    const [row] = await t.db.select().from(resumeMedia).where(eq(resumeMedia.id, mediaId))
    const store = createFsBlobStore(t.env.DATA_DIR)
    expect(await store.stat(row!.blobKey!)).not.toBeNull()
    expect((await call(t.app, 'DELETE', `/api/Resume/${own}`, owner.token)).status).toBe(200)
    expect(await store.stat(row!.blobKey!)).not.toBeNull()
    const result = await cleanUpUploads(ctx(), t.env)
    expect(result.blobs).toBeGreaterThanOrEqual(1)
    expect(await store.stat(row!.blobKey!)).toBeNull()
    expect(await t.db.select().from(blobDeletions).where(eq(blobDeletions.blobKey, row!.blobKey!))).toEqual(
      [],
    )
  })
})

describe('onVideoUploadFinished', () => {
  it('makes one media row when two finishes of the same upload run at once', async () => {
    const video = fakeMp4(8_000)
    const { path } = await createUpload(t, owner.token, video.length, { resumeId, name: 'Twice' })
    const id = path!.split('/').pop()!
    // The bytes, written as tus would, without finishing through HTTP.
    const partial = await patchUpload(t, owner.token, path!, 0, video.subarray(0, 7_999))
    expect(partial.status).toBe(204)
    const { appendFile } = await import('node:fs/promises')
    await appendFile(join(tusDir(t.env.DATA_DIR), id), video.subarray(7_999))
    const store = createFsBlobStore(t.env.DATA_DIR)
    const log = createLogger({ level: 'silent' })
    const upload = { id, filePath: join(tusDir(t.env.DATA_DIR), id), metadata: { name: 'Twice' } }
    const [a, b] = await Promise.all([
      onVideoUploadFinished(t.db, store, log, upload),
      onVideoUploadFinished(t.db, store, log, upload),
    ])
    expect(a).toBe(b)
    expect(await t.db.select().from(resumeMedia).where(eq(resumeMedia.uploadId, id))).toHaveLength(1)
    expect(await onVideoUploadFinished(t.db, store, log, upload)).toBe(a)
  })
})
