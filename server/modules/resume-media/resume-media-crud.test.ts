import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ResumeMedia } from '@/api/resume-media/resume-media-record'
import { Role } from '@/api/roles'
import { blobDeletions, resumeMedia } from '../../db/schema/resume-media'
import { createFsBlobStore } from '../../core/blob-store/fs-blob-store'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, type Person, type TestApp } from '../resumes/resumes-test-support'
import { fakeMp4, uploadVideo } from './media-test-support'

/** POST/GET/PUT/DELETE /api/ResumeMedia and GET /api/Resume/{id}/media: the owner side writes, the rest read. */

let t: TestApp
let owner: Person
let resumeId: string

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, Role.JobSeeker, 'mediaowner')
  resumeId = (await createResume(t, owner, { name: 'With media', privacy: 'public' })).id
}, 120_000)

const add = (token: string | null, input: Record<string, unknown>) =>
  call<ResumeMedia>(t.app, 'POST', '/api/ResumeMedia', token, { resumeId, ...input })

describe('resume media CRUD', () => {
  it('adds a hyperlink, an image, a YouTube video (link or id) and HTML, listed oldest first', async () => {
    const link = await add(owner.token, { metaType: 0, name: 'Portfolio', url: 'https://ana.example/work' })
    expect(link.status).toBe(201)
    expect(link.body.message).toBe('Media added')
    expect(link.body.data).toMatchObject({
      userId: owner.id,
      resumeId,
      referenceId: null,
      name: 'Portfolio',
      metaType: 0,
      url: 'https://ana.example/work',
      status: 'ready',
      canEdit: true,
      youtubeId: null,
    })
    expect(Date.parse(link.body.data.creationDateTime)).not.toBeNaN()
    const image = await add(owner.token, {
      metaType: 5,
      name: 'Award photo',
      url: 'https://images.example/a.jpg',
      referenceId: 'awards.0',
    })
    expect(image.body.data).toMatchObject({ metaType: 5, referenceId: 'awards.0' })
    const youtube = await add(owner.token, {
      metaType: 10,
      name: 'Talk',
      url: 'https://youtu.be/dQw4w9WgXcQ?t=3',
    })
    expect(youtube.body.data).toMatchObject({
      metaType: 10,
      youtubeId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    const byId = await add(owner.token, { metaType: 10, name: 'Bare id', url: 'dQw4w9WgXcQ' })
    expect(byId.body.data.youtubeId).toBe('dQw4w9WgXcQ')
    const html = await add(owner.token, { metaType: 15, name: 'Note', description: '<p>Hello</p>' })
    expect(html.body.data).toMatchObject({ metaType: 15, url: '', description: '<p>Hello</p>' })

    const list = await call<ResumeMedia[]>(t.app, 'GET', `/api/Resume/${resumeId}/media`, null)
    expect(list.status).toBe(200)
    expect(list.body.data.map((item) => item.name)).toEqual([
      'Portfolio',
      'Award photo',
      'Talk',
      'Bare id',
      'Note',
    ])
    expect(list.body.data.every((item) => !item.canEdit)).toBe(true)
  })

  it('refuses bad input with the reason: YouTube ids, link schemes, videos outside uploads, unknown types', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { metaType: 10, name: 'x', url: 'https://vimeo.com/123' },
        'Enter a YouTube link or an 11-character video id.',
      ],
      [{ metaType: 10, name: 'x', url: 'dQw4w9WgXc' }, 'Enter a YouTube link or an 11-character video id.'],
      [
        { metaType: 0, name: 'x', url: 'javascript:alert(1)' },
        'Only http:// and https:// addresses can be linked',
      ],
      [
        { metaType: 1, name: 'x', url: 'https://a.example/v.mp4' },
        'Videos are uploaded through /api/uploads/video',
      ],
      [{ metaType: 3, name: 'x', url: 'https://a.example' }, 'Validation failed'],
      [{ metaType: 0, name: '', url: 'https://a.example' }, 'Name is required'],
      [{ metaType: 15, name: 'x' }, 'description'],
    ]
    for (const [input, message] of cases) {
      const res = await add(owner.token, input)
      expect([input, res.status]).toEqual([input, 400])
      expect(JSON.stringify(res.body)).toContain(message)
    }
    const unknownResume = await call(t.app, 'POST', '/api/ResumeMedia', owner.token, {
      resumeId: '00000000-0000-4000-8000-000000000000',
      metaType: 0,
      name: 'x',
      url: 'https://a.example',
    })
    expect(unknownResume.status).toBe(404)
  })

  it('lets only the owner side write: others get 403 on a resume they see, 401 signed out', async () => {
    const recruiter = await person(t, Role.Recruiter, 'rec')
    const seeker = await person(t, Role.JobSeeker, 'js')
    const item = (await add(owner.token, { metaType: 0, name: 'Mine', url: 'https://a.example' })).body.data
    for (const token of [recruiter.token, seeker.token]) {
      expect((await add(token, { metaType: 0, name: 'x', url: 'https://a.example' })).status).toBe(403)
      expect((await call(t.app, 'PUT', `/api/ResumeMedia/${item.id}`, token, { name: 'y' })).status).toBe(403)
      expect((await call(t.app, 'DELETE', `/api/ResumeMedia/${item.id}`, token)).status).toBe(403)
    }
    expect((await add(null, { metaType: 0, name: 'x', url: 'https://a.example' })).status).toBe(401)
    expect((await call(t.app, 'GET', `/api/ResumeMedia/${item.id}`, null)).body.data).toMatchObject({
      name: 'Mine',
    })
  })

  it('changes the descriptive fields and a link; a YouTube link is checked again; HTML has no link', async () => {
    const item = (await add(owner.token, { metaType: 10, name: 'Clip', url: 'dQw4w9WgXcQ' })).body.data
    const changed = await call<ResumeMedia>(t.app, 'PUT', `/api/ResumeMedia/${item.id}`, owner.token, {
      name: 'Clip 2',
      description: 'A talk',
      referenceId: 'work.1',
      url: 'https://www.youtube.com/shorts/abcdefghijk',
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({
      name: 'Clip 2',
      description: 'A talk',
      referenceId: 'work.1',
      youtubeId: 'abcdefghijk',
    })
    const bad = await call(t.app, 'PUT', `/api/ResumeMedia/${item.id}`, owner.token, {
      url: 'https://vimeo.com/1',
    })
    expect(bad.status).toBe(400)
    const html = (await add(owner.token, { metaType: 15, name: 'H', description: '<b>x</b>' })).body.data
    expect(
      (await call(t.app, 'PUT', `/api/ResumeMedia/${html.id}`, owner.token, { url: 'https://a.example' }))
        .status,
    ).toBe(400)
    expect(
      (await call(t.app, 'PUT', `/api/ResumeMedia/${item.id}`, owner.token, { metaType: 0 })).status,
    ).toBe(400)
  })

  it('deletes an item and its file; deleting the resume deletes its media and queues their files', async () => {
    const store = createFsBlobStore(t.env.DATA_DIR)
    const own = (await createResume(t, owner, { name: 'To delete' })).id
    const mediaId = await uploadVideo(t, owner.token, own, fakeMp4(5_000))
    const [row] = await t.db.select().from(resumeMedia).where(eq(resumeMedia.id, mediaId))
    expect(await store.stat(row!.blobKey!)).toEqual({ size: 5_000, contentType: 'video/mp4' })
    const deleted = await call(t.app, 'DELETE', `/api/ResumeMedia/${mediaId}`, owner.token)
    expect(deleted.status).toBe(200)
    expect(deleted.body.data).toEqual({ id: mediaId, deleted: true })
    expect(await store.stat(row!.blobKey!)).toBeNull()
    expect((await call(t.app, 'GET', `/api/ResumeMedia/${mediaId}`, owner.token)).status).toBe(404)

    const second = await uploadVideo(t, owner.token, own, fakeMp4(6_000))
    const [secondRow] = await t.db.select().from(resumeMedia).where(eq(resumeMedia.id, second))
    expect((await call(t.app, 'DELETE', `/api/Resume/${own}`, owner.token)).status).toBe(200)
    expect(await t.db.select().from(resumeMedia).where(eq(resumeMedia.resumeId, own))).toEqual([])
    const queued = await t.db
      .select()
      .from(blobDeletions)
      .where(eq(blobDeletions.blobKey, secondRow!.blobKey!))
    expect(queued).toHaveLength(1)
  })
})
