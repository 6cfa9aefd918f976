import { readdirSync, existsSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ResumeMedia } from '@/api/resume-media/resume-media-record'
import { MEDIA_ID_HEADER } from '@/api/resume-media/video-upload'
import { Role } from '@/api/roles'
import { queueJobs } from '../../db/schema/queue-jobs'
import { resumeMedia, videoUploads } from '../../db/schema/resume-media'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, type Person, type TestApp } from '../resumes/resumes-test-support'
import {
  bodyBytes,
  createUpload,
  cutStream,
  fakeMp4,
  fakeWebm,
  headUpload,
  markProcessed,
  patchUpload,
} from './media-test-support'
import { tusDir } from './video-upload-server'

/** tus video uploads (issue 14): resumable, bound to their owner, typed by content, bounded by size and quota. */

const MAX = 300_000
const QUOTA = 500_000

let t: TestApp
let owner: Person
let resumeId: string

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_VIDEO_BYTES: String(MAX), VIDEO_QUOTA_BYTES: String(QUOTA) } })
  owner = await person(t, Role.JobSeeker, 'uploader')
  resumeId = (await createResume(t, owner, { name: 'Video resume', privacy: 'public' })).id
}, 120_000)

/** The processing jobs ever queued for a media row. */
const queuedJobsFor = async (mediaId: string) =>
  (
    await t.db
      .select()
      .from(queueJobs)
      .where(sql`${queueJobs.payload}->>'mediaId' = ${mediaId}`)
  ).length

const tusFiles = () => (existsSync(tusDir(t.env.DATA_DIR)) ? readdirSync(tusDir(t.env.DATA_DIR)) : [])
const mediaRowsOf = (userId: string) => t.db.select().from(resumeMedia).where(eq(resumeMedia.userId, userId))
const uploadRowsOf = (userId: string) =>
  t.db.select().from(videoUploads).where(eq(videoUploads.userId, userId))

describe('tus video upload', () => {
  it('creates, uploads in two PATCHes with a cut between, resumes from HEAD, and finishes into one media row', async () => {
    const video = fakeMp4(120_000)
    const { res, path } = await createUpload(t, owner.token, video.length, {
      resumeId,
      name: 'My pitch',
      filename: 'pitch.mp4',
      filetype: 'video/mp4',
    })
    expect(res.status).toBe(201)
    expect(path).toMatch(/^\/api\/uploads\/video\/[0-9a-f-]{36}$/)

    // The first PATCH is cut after 50 000 bytes.
    await patchUpload(t, owner.token, path!, 0, cutStream(video.subarray(0, 50_000)))
    const head = await headUpload(t, owner.token, path!)
    expect(head.status).toBe(200)
    const offset = Number(head.headers.get('upload-offset'))
    expect(head.headers.get('upload-length')).toBe(String(video.length))
    // Every byte that arrived before the cut is kept: nothing is sent twice.
    expect(offset).toBe(50_000)

    // The second PATCH sends the rest from the server's offset.
    const rest = await patchUpload(t, owner.token, path!, offset, video.subarray(offset))
    expect(rest.status).toBe(204)
    expect(rest.headers.get('upload-offset')).toBe(String(video.length))
    const mediaId = rest.headers.get(MEDIA_ID_HEADER)
    expect(mediaId).toMatch(/^[0-9a-f-]{36}$/)

    // Exactly one row, processing, with its processing job queued; once processed, the file is behind its URL.
    const rows = await mediaRowsOf(owner.id)
    expect(rows.filter((row) => row.id === mediaId)).toHaveLength(1)
    expect(rows.find((row) => row.id === mediaId)?.status).toBe('processing')
    expect(await queuedJobsFor(mediaId!)).toBe(1)
    expect(
      (
        await t.app.request(`/api/ResumeMedia/${mediaId}/file`, {
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).status,
    ).toBe(409)
    await markProcessed(t, mediaId!)
    const media = await call<ResumeMedia>(t.app, 'GET', `/api/ResumeMedia/${mediaId}`, null)
    expect(media.body.data).toMatchObject({
      name: 'My pitch',
      metaType: 1,
      status: 'ready',
      contentType: 'video/mp4',
      sizeBytes: video.length,
      url: `/api/ResumeMedia/${mediaId}/file`,
    })
    const file = await t.app.request(`/api/ResumeMedia/${mediaId}/file`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await bodyBytes(file)).equals(Buffer.from(video))).toBe(true)
    // The tus copy is gone once the file is in the blob store.
    expect(tusFiles().filter((name) => path!.endsWith(name.replace(/\.json$/, '')))).toEqual([])

    // A retried last PATCH (its answer lost) and a HEAD answer the same row; no second row is made.
    const again = await patchUpload(t, owner.token, path!, video.length, new Uint8Array())
    expect(again.status).toBe(204)
    expect(again.headers.get(MEDIA_ID_HEADER)).toBe(mediaId)
    const headAfter = await headUpload(t, owner.token, path!)
    expect(headAfter.headers.get('upload-offset')).toBe(String(video.length))
    expect(headAfter.headers.get(MEDIA_ID_HEADER)).toBe(mediaId)
    expect(
      (await mediaRowsOf(owner.id)).filter((row) => row.uploadId === path!.split('/').pop()),
    ).toHaveLength(1)
    expect(await queuedJobsFor(mediaId!)).toBe(1)
  })

  it('takes WebM by its EBML header, in one PATCH', async () => {
    const video = fakeWebm(30_000)
    const { path } = await createUpload(t, owner.token, video.length, { resumeId, filename: 'take.webm' })
    const res = await patchUpload(t, owner.token, path!, 0, video)
    expect(res.status).toBe(204)
    const media = await call<ResumeMedia>(
      t.app,
      'GET',
      `/api/ResumeMedia/${res.headers.get(MEDIA_ID_HEADER)}`,
      owner.token,
    )
    expect(media.body.data).toMatchObject({ name: 'take.webm', metaType: 2, contentType: 'video/webm' })
  })

  it('refuses a file that is not MP4 or WebM on its first bytes, and keeps nothing', async () => {
    const someone = await person(t, Role.JobSeeker, 'wrongtype')
    const theirs = (await createResume(t, someone)).id
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n' + 'x'.repeat(5_000)))
    const { res, path } = await createUpload(t, someone.token, pdf.length, {
      resumeId: theirs,
      filename: 'cv.mp4',
    })
    expect(res.status).toBe(201)
    const before = tusFiles().length
    const refused = await patchUpload(t, someone.token, path!, 0, pdf)
    expect(refused.status).toBe(415)
    expect(await refused.json()).toMatchObject({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Only MP4 (or QuickTime) and WebM videos can be uploaded: this file is neither.',
      },
    })
    expect(tusFiles().length).toBe(before - 2) // the upload's file and its .json are removed
    expect(await uploadRowsOf(someone.id)).toEqual([])
    expect(await mediaRowsOf(someone.id)).toEqual([])
    expect((await headUpload(t, someone.token, path!)).status).toBe(404)
  })

  it('refuses a video over MAX_VIDEO_BYTES before storing anything', async () => {
    const before = tusFiles().length
    const { res } = await createUpload(t, owner.token, MAX + 1, { resumeId })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Videos can be at most 0.3 MiB.',
        details: { maxBytes: MAX },
      },
    })
    expect(tusFiles().length).toBe(before)
  })

  it('refuses an upload that would take the user over their quota, counting open uploads', async () => {
    const user = await person(t, Role.JobSeeker, 'quota')
    const theirs = (await createResume(t, user)).id
    const first = await createUpload(t, user.token, 280_000, { resumeId: theirs })
    expect(first.res.status).toBe(201)
    const before = tusFiles().length
    const second = await createUpload(t, user.token, 250_000, { resumeId: theirs })
    expect(second.res.status).toBe(413)
    expect(await second.res.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { quotaBytes: QUOTA, usedBytes: 280_000 } },
    })
    expect(tusFiles().length).toBe(before)
    expect(await uploadRowsOf(user.id)).toHaveLength(1)
    // Cancelling the open upload frees its share of the quota.
    const cancel = await t.app.request(first.path!, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${user.token}` },
    })
    expect(cancel.status).toBe(204)
    expect((await createUpload(t, user.token, 250_000, { resumeId: theirs })).res.status).toBe(201)
  })

  it('binds an upload to its owner: another user gets 404 on HEAD, PATCH and DELETE', async () => {
    const video = fakeMp4(20_000)
    const { path } = await createUpload(t, owner.token, video.length, { resumeId })
    const other = await person(t, Role.JobSeeker, 'other')
    expect((await headUpload(t, other.token, path!)).status).toBe(404)
    expect((await patchUpload(t, other.token, path!, 0, video)).status).toBe(404)
    const del = await t.app.request(path!, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${other.token}` },
    })
    expect(del.status).toBe(404)
    // Signed out: 401. The owner still has the whole upload to send.
    expect((await headUpload(t, null, path!)).status).toBe(401)
    expect((await headUpload(t, owner.token, path!)).headers.get('upload-offset')).toBe('0')
  })

  it('checks the metadata on create: a resume the caller may edit, and no other owner', async () => {
    const other = await person(t, Role.JobSeeker, 'intruder')
    expect((await createUpload(t, other.token, 1_000, { resumeId })).res.status).toBe(403)
    const hidden = (await createResume(t, owner, { name: 'Hidden', privacy: 'private' })).id
    expect((await createUpload(t, other.token, 1_000, { resumeId: hidden })).res.status).toBe(404)
    const spoofed = await createUpload(t, other.token, 1_000, { resumeId, ownerId: owner.id })
    expect(spoofed.res.status).toBe(403)
    expect((await createUpload(t, owner.token, 1_000, {})).res.status).toBe(400)
    const noLength = await t.app.request('/api/uploads/video', {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Defer-Length': '1',
        authorization: `Bearer ${owner.token}`,
      },
    })
    expect(noLength.status).toBe(400)
    expect(await noLength.json()).toMatchObject({
      error: { message: expect.stringContaining('Upload-Length is required') },
    })
  })
})
