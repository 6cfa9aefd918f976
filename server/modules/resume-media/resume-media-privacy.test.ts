import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MediaPlayback, ResumeMedia } from '@/api/resume-media/resume-media-record'
import { RESUME_PRIVACIES, type ResumePrivacy } from '@/api/resumes/resume-privacy'
import { Role } from '@/api/roles'
import { resumeMedia } from '../../db/schema/resume-media'
import { createTestApp } from '../../test/test-app'
import { connectPeople, connectThenBlock, requestConnection } from '../people/people-test-support'
import { call, createResume, person, type Person, type TestApp } from '../resumes/resumes-test-support'
import { bodyBytes, fakeMp4, uploadVideo } from './media-test-support'

/**
 * Media follow their resume's privacy through the one policy: the list, one item and the file are 200
 * exactly when GET /api/Resume/{id} is, and a hidden resume's media are 404 like missing ones. Files are
 * read with HTTP Range.
 */

/** The last three: an accepted connection of the owner, one the owner asked (pending), one they blocked. */
type ViewerName = 'owner' | 'recruiter' | 'jobSeeker' | 'visitor' | 'connection' | 'pending' | 'blocked'
const VIEWERS: readonly ViewerName[] = [
  'owner',
  'recruiter',
  'jobSeeker',
  'visitor',
  'connection',
  'pending',
  'blocked',
]

function mayView(viewer: ViewerName, privacy: ResumePrivacy): boolean {
  if (viewer === 'owner' || privacy === 'public') return true
  if (privacy === 'connections') return viewer === 'connection'
  return privacy === 'recruiter_only' && viewer === 'recruiter'
}

let t: TestApp
let owner: Person
const tokens = {} as Record<ViewerName, string | null>
const fixtures = {} as Record<ResumePrivacy, { resumeId: string; linkId: string; videoId: string }>
const video = fakeMp4(64_000)

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, Role.JobSeeker, 'privowner')
  for (const privacy of RESUME_PRIVACIES) {
    const resumeId = (await createResume(t, owner, { name: `Media ${privacy}`, privacy })).id
    const link = await call<ResumeMedia>(t.app, 'POST', '/api/ResumeMedia', owner.token, {
      resumeId,
      metaType: 0,
      name: 'Site',
      url: 'https://a.example',
    })
    fixtures[privacy] = {
      resumeId,
      linkId: link.body.data.id,
      videoId: await uploadVideo(t, owner.token, resumeId, video),
    }
  }
  tokens.owner = owner.token
  tokens.recruiter = (await person(t, Role.Recruiter, 'privrec')).token
  tokens.jobSeeker = (await person(t, Role.JobSeeker, 'privjs')).token
  tokens.visitor = null
  const connection = await person(t, Role.JobSeeker, 'privconn')
  await connectPeople(t.app, owner, connection)
  tokens.connection = connection.token
  const pending = await person(t, Role.JobSeeker, 'privpending')
  await requestConnection(t.app, owner, pending)
  tokens.pending = pending.token
  const blocked = await person(t, Role.JobSeeker, 'privblocked')
  await connectThenBlock(t.app, owner, blocked)
  tokens.blocked = blocked.token
}, 120_000)

const get = (path: string, token: string | null, headers: Record<string, string> = {}) =>
  Promise.resolve(
    t.app.request(path, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
  )

describe('resume media privacy', () => {
  it.each(VIEWERS)(
    '%s: list, item and file are seen exactly when the resume is; hidden = missing',
    async (viewer) => {
      const missing = await call(
        t.app,
        'GET',
        '/api/ResumeMedia/00000000-0000-4000-8000-000000000000',
        tokens[viewer],
      )
      for (const privacy of RESUME_PRIVACIES) {
        const { resumeId, linkId, videoId } = fixtures[privacy]
        const allowed = mayView(viewer, privacy)
        const list = await call<ResumeMedia[]>(t.app, 'GET', `/api/Resume/${resumeId}/media`, tokens[viewer])
        expect([privacy, 'list', list.status]).toEqual([privacy, 'list', allowed ? 200 : 404])
        if (allowed) expect(list.body.data.map((item) => item.id).sort()).toEqual([linkId, videoId].sort())
        for (const id of [linkId, videoId]) {
          const item = await call(t.app, 'GET', `/api/ResumeMedia/${id}`, tokens[viewer])
          expect([privacy, 'item', item.status]).toEqual([privacy, 'item', allowed ? 200 : 404])
          if (!allowed) expect(item.body).toEqual({ ...missing.body, timestamp: expect.any(String) })
        }
        const file = await get(`/api/ResumeMedia/${videoId}/file`, tokens[viewer])
        expect([privacy, 'file', file.status]).toEqual([privacy, 'file', allowed ? 200 : 404])
        if (allowed) expect((await bodyBytes(file)).length).toBe(video.length)
        else expect((await file.json()) as object).toEqual({ ...missing.body, timestamp: expect.any(String) })
      }
    },
  )

  it('hides the media of a resume made private at once, file included', async () => {
    const resumeId = (await createResume(t, owner, { name: 'Going private', privacy: 'public' })).id
    const videoId = await uploadVideo(t, owner.token, resumeId, fakeMp4(2_000))
    expect((await get(`/api/ResumeMedia/${videoId}/file`, null)).status).toBe(200)
    const set = await call(t.app, 'POST', `/api/Resume/${resumeId}/setPrivacy`, owner.token, {
      privacy: 'private',
    })
    expect(set.status).toBe(200)
    expect((await get(`/api/ResumeMedia/${videoId}/file`, null)).status).toBe(404)
    expect((await get(`/api/ResumeMedia/${videoId}/file`, tokens.recruiter)).status).toBe(404)
    expect((await get(`/api/ResumeMedia/${videoId}/file`, owner.token)).status).toBe(200)
  })
})

describe('a generated video not kept yet (decision 029)', () => {
  /** Per privacy, a ready video marked as generated and waiting for review (the job is tested in ai-video.test.ts). */
  const unkept = {} as Record<ResumePrivacy, string>
  beforeAll(async () => {
    for (const privacy of RESUME_PRIVACIES) {
      const id = await uploadVideo(t, owner.token, fixtures[privacy].resumeId, fakeMp4(4_000), 'AI pitch')
      await t.db.update(resumeMedia).set({ awaitingReview: true }).where(eq(resumeMedia.id, id))
      unkept[privacy] = id
    }
  })

  it.each(VIEWERS)('%s: list, item, playback, file and poster show it to its maker alone', async (viewer) => {
    for (const privacy of RESUME_PRIVACIES) {
      const id = unkept[privacy]
      const maker = viewer === 'owner'
      const list = await call<ResumeMedia[]>(
        t.app,
        'GET',
        `/api/Resume/${fixtures[privacy].resumeId}/media`,
        tokens[viewer],
      )
      if (list.status === 200) {
        expect([privacy, list.body.data.some((m) => m.id === id)]).toEqual([privacy, maker])
      }
      const item = await call<ResumeMedia>(t.app, 'GET', `/api/ResumeMedia/${id}`, tokens[viewer])
      expect([privacy, 'item', item.status]).toEqual([privacy, 'item', maker ? 200 : 404])
      if (maker) expect(item.body.data.awaitingReview).toBe(true)
      const playback = await call(t.app, 'GET', `/api/ResumeMedia/${id}/playback`, tokens[viewer])
      expect([privacy, 'playback', playback.status]).toEqual([privacy, 'playback', maker ? 200 : 404])
      const file = await get(`/api/ResumeMedia/${id}/file`, tokens[viewer])
      expect([privacy, 'file', file.status]).toEqual([privacy, 'file', maker ? 200 : 404])
      // An upload has no poster (404 for everyone); the point is that nobody else learns more than "missing".
      const poster = await get(`/api/ResumeMedia/${id}/poster`, tokens[viewer])
      expect([privacy, 'poster', poster.status]).toEqual([privacy, 'poster', 404])
    }
  })

  it('once kept, follows the resume’s privacy like any video', async () => {
    const id = unkept.recruiter_only
    expect((await call(t.app, 'POST', `/api/ResumeMedia/${id}/keep`, tokens.recruiter)).status).toBe(404)
    expect((await call(t.app, 'POST', `/api/ResumeMedia/${id}/keep`, owner.token)).status).toBe(200)
    expect((await call(t.app, 'GET', `/api/ResumeMedia/${id}`, tokens.recruiter)).status).toBe(200)
    expect((await call(t.app, 'GET', `/api/ResumeMedia/${id}`, tokens.jobSeeker)).status).toBe(404)
    expect((await call(t.app, 'GET', `/api/ResumeMedia/${id}`, null)).status).toBe(404)
    // A video that was never generated cannot be "kept".
    const uploaded = fixtures.public.videoId
    expect((await call(t.app, 'POST', `/api/ResumeMedia/${uploaded}/keep`, owner.token)).status).toBe(409)
  })
})

describe('playing a file with HTTP Range', () => {
  const path = () => `/api/ResumeMedia/${fixtures.public.videoId}/file`

  it('answers the whole file with Accept-Ranges, Content-Length, the type and an ETag', async () => {
    const res = await get(path(), null)
    expect(res.status).toBe(200)
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-length')).toBe(String(video.length))
    expect(res.headers.get('content-type')).toBe('video/mp4')
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(Buffer.from(await bodyBytes(res)).equals(Buffer.from(video))).toBe(true)
  })

  it('answers 206 with the right bytes for a range, an open range and a suffix', async () => {
    const cases: [string, number, number][] = [
      ['bytes=100-199', 100, 199],
      ['bytes=63990-', 63_990, 63_999],
      ['bytes=-16', 63_984, 63_999],
      ['bytes=0-999999', 0, 63_999],
    ]
    for (const [range, start, end] of cases) {
      const res = await get(path(), null, { range })
      expect([range, res.status]).toEqual([range, 206])
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`)
      expect(res.headers.get('content-length')).toBe(String(end - start + 1))
      const bytes = await bodyBytes(res)
      expect(Buffer.from(bytes).equals(Buffer.from(video.subarray(start, end + 1)))).toBe(true)
    }
  })

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get(path(), null, { range: `bytes=${video.length}-` })
    expect(res.status).toBe(416)
    expect(res.headers.get('content-range')).toBe(`bytes */${video.length}`)
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'The requested byte range is outside the file.' },
    })
  })

  it('answers 304 to a matching If-None-Match, and the whole file when If-Range names another version', async () => {
    const etag = (await get(path(), null)).headers.get('etag')!
    expect((await get(path(), null, { 'if-none-match': etag })).status).toBe(304)
    const stale = await get(path(), null, { range: 'bytes=0-9', 'if-range': '"other"' })
    expect(stale.status).toBe(200)
    const fresh = await get(path(), null, { range: 'bytes=0-9', 'if-range': etag })
    expect(fresh.status).toBe(206)
  })

  it('answers 404 for a link, which has no file', async () => {
    const res = await get(`/api/ResumeMedia/${fixtures.public.linkId}/file`, null)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({
      error: { message: 'This media item has no file: open its link instead.' },
    })
  })
})

describe('signed playback links (a <video> element sends no token)', () => {
  it('gives whoever may see the video a link that plays without a token, with Range', async () => {
    const { videoId } = fixtures.private
    const link = await call<MediaPlayback>(t.app, 'GET', `/api/ResumeMedia/${videoId}/playback`, owner.token)
    expect(link.status).toBe(200)
    expect(link.body.data.url).toMatch(
      new RegExp(`^/api/ResumeMedia/${videoId}/file\\?expires=\\d+&signature=[\\w-]+$`),
    )
    expect(Date.parse(link.body.data.expiresAt) - Date.now()).toBeGreaterThan(200_000)
    const whole = await get(link.body.data.url, null)
    expect(whole.status).toBe(200)
    expect((await bodyBytes(whole)).length).toBe(video.length)
    const part = await get(link.body.data.url, null, { range: 'bytes=10-19' })
    expect(part.status).toBe(206)
    expect(Buffer.from(await bodyBytes(part)).equals(Buffer.from(video.subarray(10, 20)))).toBe(true)
  })

  it('gives no link to whom the policy hides the video, and refuses forged and expired links', async () => {
    const { videoId } = fixtures.private
    for (const token of [tokens.visitor, tokens.recruiter, tokens.jobSeeker]) {
      expect((await call(t.app, 'GET', `/api/ResumeMedia/${videoId}/playback`, token)).status).toBe(404)
    }
    const url = (await call<MediaPlayback>(t.app, 'GET', `/api/ResumeMedia/${videoId}/playback`, owner.token))
      .body.data.url
    const forged = url.replace(/expires=\d+/, 'expires=99999999999')
    expect((await get(forged, null)).status).toBe(404)
    const otherItem = url.replace(videoId, fixtures.public.videoId)
    expect((await get(otherItem, null)).status).toBe(404)
    // A link made ten minutes ago (an app whose clock is behind) has expired.
    const past = await createTestApp({ deps: { now: () => new Date(Date.now() - 10 * 60_000) } })
    const old = await call<MediaPlayback>(
      past.app,
      'GET',
      `/api/ResumeMedia/${videoId}/playback`,
      owner.token,
    )
    const expired = await get(old.body.data.url, null)
    expect(expired.status).toBe(403)
    expect(await expired.json()).toMatchObject({
      error: { message: 'This playback link has expired. Open the video again.' },
    })
  })

  it('has no link for a link item', async () => {
    const res = await call(t.app, 'GET', `/api/ResumeMedia/${fixtures.public.linkId}/playback`, null)
    expect(res.status).toBe(404)
  })
})
