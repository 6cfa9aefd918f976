import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AI_VIDEO_DESCRIPTION,
  AI_VIDEO_NAME,
  AI_VIDEO_SCRIPT_MAX,
  SENTENCE_PAUSE_SECONDS,
} from '@/api/resume-media/ai-video'
import type { MediaPlayback, ResumeMedia } from '@/api/resume-media/resume-media-record'
import type { JsonResume } from '@/api/resumes/json-resume'
import { pitchScript } from '@/api/resumes/pitch-script'
import { Role } from '@/api/roles'
import { probeVideo } from '../../core/media/ffmpeg'
import { startQueueWorker } from '../../core/queue/queue-worker'
import { createServiceContext } from '../../core/service-context'
import { resumeMedia } from '../../db/schema/resume-media'
import { createLogger } from '../../logger'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, type Person, type TestApp } from '../resumes/resumes-test-support'
import { AI_VIDEO_QUEUE, aiVideoHandler } from './ai-video/narrated-slideshow'
import { AI_VIDEO_TEXTS, MAX_WAITING } from './ai-video/requests'
import { scriptSentences } from './ai-video/slides'
import { joinNarration, readWav, speakSentences } from './ai-video/speech'
import { bodyBytes } from './media-test-support'
import { mediaBlobStore } from './media-blob-store'

/**
 * "Generate AI Video" (decision 029): the owner asks, the job queue narrates and draws the slideshow, the owner
 * alone sees it until they keep it (then the resume's privacy applies) or discard it (the files go).
 */

let t: TestApp
let owner: Person
let stranger: Person
let recruiter: Person
let resumeId: string
let privateResumeId: string
const dir = mkdtempSync(join(tmpdir(), 'reelhire-ai-video-'))

/** A resume like a real person's: its pitch script is about 110 words, which the voice reads in 45–60 s. */
const realistic: JsonResume = {
  basics: {
    name: 'Marta Oliveira',
    label: 'Senior Product Designer',
    email: 'marta@example.com',
    summary:
      'I design tools that people use every working day, from the first sketch to the shipped product. I run research with real customers every week and turn what I learn into clear, simple interfaces.',
  },
  work: [
    {
      name: 'Northwind Logistics',
      position: 'Lead Product Designer',
      startDate: '2021-03',
      highlights: [
        'Redesigned the dispatch console and cut the time to plan a route from twelve minutes to four',
        'Built the design system used by six product teams',
      ],
    },
  ],
  skills: [
    { name: 'User research' },
    { name: 'Interaction design' },
    { name: 'Prototyping' },
    { name: 'Figma' },
  ],
  education: [{ institution: 'University of Porto', area: 'Communication Design', studyType: 'Master' }],
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, Role.JobSeeker, 'aivideo')
  stranger = await person(t, Role.JobSeeker, 'aistranger')
  recruiter = await person(t, Role.Recruiter, 'airecruiter')
  resumeId = (await createResume(t, owner, { name: 'Designer', privacy: 'public', resume: realistic })).id
  privateResumeId = (await createResume(t, owner, { name: 'Hidden', privacy: 'private' })).id
}, 120_000)

/** Runs the queue in this process until nothing is left, as the server's media worker does. */
async function processQueue() {
  const ctx = createServiceContext({ db: t.db, env: t.env, logger: createLogger({ level: 'silent' }) })
  const handler = aiVideoHandler(mediaBlobStore(t.env), join(dir, 'work'))
  const worker = startQueueWorker(ctx, { [AI_VIDEO_QUEUE]: handler }, { pollMs: 60_000 })
  await worker.idle()
  await worker.stop()
}

const row = async (id: string) => (await t.db.select().from(resumeMedia).where(eq(resumeMedia.id, id)))[0]!
const generate = (token: string | null, body: unknown) =>
  call<ResumeMedia>(t.app, 'POST', '/api/ResumeMedia/GenerateVideo', token, body)
const auth = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {}

/** The stored MP4, written to a file and described by ffmpeg. */
async function probeStored(mediaId: string) {
  const res = await t.app.request(`/api/ResumeMedia/${mediaId}/file`, { headers: auth(owner.token) })
  expect(res.status).toBe(200)
  const file = join(dir, `${mediaId}.mp4`)
  writeFileSync(file, await bodyBytes(res))
  return probeVideo(file)
}

describe('POST /api/ResumeMedia/GenerateVideo', () => {
  it('refuses malformed bodies with the validation envelope', async () => {
    const bodies: unknown[] = [
      {},
      { resumeId: 'not-a-uuid' },
      { resumeId, script: 42 },
      { resumeId, script: '   ' },
      { resumeId, script: 'x'.repeat(AI_VIDEO_SCRIPT_MAX + 1) },
      { resumeId, script: '123 456.' },
      { resumeId, extra: true },
    ]
    for (const body of bodies) {
      const res = await generate(owner.token, body)
      expect([JSON.stringify(body).slice(0, 40), res.status]).toEqual([
        JSON.stringify(body).slice(0, 40),
        400,
      ])
      expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })
    }
    const raw = await t.app.request('/api/ResumeMedia/GenerateVideo', {
      method: 'POST',
      headers: { ...auth(owner.token), 'content-type': 'application/json' },
      body: '{"resumeId":',
    })
    expect(raw.status).toBe(400)
    expect(await t.db.select().from(resumeMedia).where(eq(resumeMedia.resumeId, resumeId))).toEqual([])
  })

  it('is the owner’s alone: 401 signed out, 403 on a resume one may see, 404 on a hidden one', async () => {
    expect((await generate(null, { resumeId })).status).toBe(401)
    for (const who of [stranger, recruiter]) {
      const seen = await generate(who.token, { resumeId })
      expect(seen.status).toBe(403)
      expect(seen.body).toMatchObject({ error: { code: 'AUTHORIZATION_ERROR' } })
      expect((await generate(who.token, { resumeId: privateResumeId })).status).toBe(404)
    }
    expect(await t.db.select().from(resumeMedia).where(eq(resumeMedia.resumeId, resumeId))).toEqual([])
  })

  it('makes a 45–60 s narrated slideshow of a real resume, seen only by its owner until kept', async () => {
    const asked = await generate(owner.token, { resumeId })
    expect(asked.status).toBe(202)
    const media = asked.body.data
    expect(media).toMatchObject({
      name: AI_VIDEO_NAME,
      description: AI_VIDEO_DESCRIPTION,
      status: 'processing',
      awaitingReview: true,
      metaType: 1,
    })
    await processQueue()
    const done = await row(media.id)
    expect(done.status).toBe('ready')
    expect(done.awaitingReview).toBe(true)
    expect(done.durationSeconds).toBeGreaterThanOrEqual(45)
    expect(done.durationSeconds).toBeLessThanOrEqual(60)
    const probe = await probeStored(media.id)
    expect(probe).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 1280, height: 720 })

    // Not kept yet: hidden from everyone but the owner, in the list, by id, and for playback.
    for (const token of [null, stranger.token, recruiter.token]) {
      const list = await call<ResumeMedia[]>(t.app, 'GET', `/api/Resume/${resumeId}/media`, token)
      expect(list.status).toBe(200)
      expect(list.body.data.map((m) => m.id)).not.toContain(media.id)
      expect((await call(t.app, 'GET', `/api/ResumeMedia/${media.id}`, token)).status).toBe(404)
      expect((await call(t.app, 'GET', `/api/ResumeMedia/${media.id}/playback`, token)).status).toBe(404)
      expect((await call(t.app, 'POST', `/api/ResumeMedia/${media.id}/keep`, token)).status).toBe(
        token ? 404 : 401,
      )
    }
    const mine = await call<ResumeMedia[]>(t.app, 'GET', `/api/Resume/${resumeId}/media`, owner.token)
    expect(mine.body.data.find((m) => m.id === media.id)).toMatchObject({ awaitingReview: true })
    const play = await call<MediaPlayback>(t.app, 'GET', `/api/ResumeMedia/${media.id}/playback`, owner.token)
    expect(play.status).toBe(200)
    expect((await t.app.request(play.body.data.url, { headers: { range: 'bytes=0-99' } })).status).toBe(206)

    // Kept: it joins the public resume for everyone.
    const kept = await call<ResumeMedia>(t.app, 'POST', `/api/ResumeMedia/${media.id}/keep`, owner.token)
    expect(kept.status).toBe(200)
    expect(kept.body.data.awaitingReview).toBe(false)
    const visitor = await call<ResumeMedia[]>(t.app, 'GET', `/api/Resume/${resumeId}/media`, null)
    expect(visitor.body.data.map((m) => m.id)).toContain(media.id)
    expect((await call(t.app, 'GET', `/api/ResumeMedia/${media.id}/playback`, stranger.token)).status).toBe(
      200,
    )
    const again = await call(t.app, 'POST', `/api/ResumeMedia/${media.id}/keep`, owner.token)
    expect(again.status).toBe(409)
  }, 240_000)

  it('narrates an edited script: the video lasts as long as its narration; discarding deletes the files', async () => {
    const script = 'Hello, I am Marta. I design calm software for busy people. Thanks for watching!'
    const asked = await generate(owner.token, { resumeId, script })
    expect(asked.status).toBe(202)
    const early = await call(t.app, 'POST', `/api/ResumeMedia/${asked.body.data.id}/keep`, owner.token)
    expect(early.status).toBe(409)
    await processQueue()
    const done = await row(asked.body.data.id)
    expect(done.status).toBe('ready')
    // The same engine on the same sentences gives the narration's length: the video is that long.
    const wavs = await speakSentences(scriptSentences(script))
    const { spans } = joinNarration(wavs.map(readWav), SENTENCE_PAUSE_SECONDS)
    const narration = spans[spans.length - 1]!.end
    expect(Math.abs(done.durationSeconds! - narration)).toBeLessThan(0.35)
    expect((await probeStored(done.id)).audioCodec).toBe('aac')

    const store = mediaBlobStore(t.env)
    expect(await store.stat(done.blobKey!)).not.toBeNull()
    const discarded = await call(t.app, 'DELETE', `/api/ResumeMedia/${done.id}`, owner.token)
    expect(discarded.status).toBe(200)
    expect(await store.stat(done.blobKey!)).toBeNull()
    expect(await store.stat(done.posterBlobKey!)).toBeNull()
    expect(await t.db.select().from(resumeMedia).where(eq(resumeMedia.id, done.id))).toEqual([])
  }, 180_000)

  it('refuses a fourth video while three wait for review, and accepts again once one is discarded', async () => {
    const script = 'Hello there. Thanks for watching!'
    const ids: string[] = []
    for (let i = 0; i < MAX_WAITING; i++) {
      const asked = await generate(owner.token, { resumeId, script })
      expect(asked.status).toBe(202)
      ids.push(asked.body.data.id)
    }
    const refused = await generate(owner.token, { resumeId, script })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      error: { code: 'CONFLICT_ERROR', message: AI_VIDEO_TEXTS.tooManyWaiting },
    })
    for (const id of ids) {
      expect((await call(t.app, 'DELETE', `/api/ResumeMedia/${id}`, owner.token)).status).toBe(200)
    }
    expect((await generate(owner.token, { resumeId, script })).status).toBe(202)
  })

  it('is in the API reference, with the keep call', async () => {
    const res = await t.app.request('/api/openapi.json')
    const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> }
    expect(document.paths['/api/ResumeMedia/GenerateVideo']?.post).toBeDefined()
    expect(document.paths['/api/ResumeMedia/{id}/keep']?.post).toBeDefined()
  })

  it('uses the pitch written from the resume when no script is given', () => {
    expect(scriptSentences(pitchScript(realistic)).length).toBeGreaterThanOrEqual(6)
  })
})
