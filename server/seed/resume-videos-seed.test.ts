import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ResumeMedia } from '@/api/resume-media/resume-media-record'
import { resumeMedia } from '../db/schema/resume-media'
import { startQueueWorker } from '../core/queue/queue-worker'
import { call } from '../modules/companies/test-support'
import { mediaBlobStore } from '../modules/resume-media/media-blob-store'
import {
  SAMPLE_VIDEO_NAME,
  SAMPLE_VIDEO_QUEUE,
  SAMPLE_VIDEO_SECONDS,
  sampleVideoHandler,
} from '../modules/resume-media/sample-videos'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { identityAccountsSeeder } from './identity-accounts'
import { SEEDERS } from './registry'
import { resumesSeeder } from './resumes'
import { resumeVideosSeeder, SAMPLE_VIDEO_COUNT } from './resume-videos'
import { samplePeopleSeeder } from './sample-people'
import { runSeeders } from './seeder'

describe('sample resume videos', () => {
  it('is registered after the resumes', () => {
    const names = SEEDERS.map((seeder) => seeder.name)
    expect(names.indexOf('sample-resume-videos')).toBeGreaterThan(names.indexOf('sample-resumes'))
  })

  it('queues a few title-card videos on public masters, which the job queue makes playable; idempotent', async () => {
    const { app, db, env } = await createTestApp()
    const ctx = await createTestServiceContext({ db })
    await runSeeders(ctx, [identityAccountsSeeder, samplePeopleSeeder, resumesSeeder, resumeVideosSeeder])
    const queued = await db.select().from(resumeMedia).where(eq(resumeMedia.name, SAMPLE_VIDEO_NAME))
    expect(queued).toHaveLength(SAMPLE_VIDEO_COUNT)
    expect(queued.every((row) => row.status === 'processing')).toBe(true)
    await runSeeders(ctx, [resumeVideosSeeder], { force: true })
    expect(await db.select().from(resumeMedia).where(eq(resumeMedia.name, SAMPLE_VIDEO_NAME))).toHaveLength(
      SAMPLE_VIDEO_COUNT,
    )

    const worker = startQueueWorker(
      ctx,
      { [SAMPLE_VIDEO_QUEUE]: sampleVideoHandler(mediaBlobStore(env), join(env.DATA_DIR, 'processing')) },
      { pollMs: 60_000 },
    )
    await worker.idle()
    await worker.stop()

    const made = await db.select().from(resumeMedia).where(eq(resumeMedia.name, SAMPLE_VIDEO_NAME))
    expect(made.map((row) => row.status)).toEqual(Array(SAMPLE_VIDEO_COUNT).fill('ready'))
    const first = made[0]!
    expect(first.durationSeconds).toBeCloseTo(SAMPLE_VIDEO_SECONDS, 0)
    expect(first).toMatchObject({ width: 640, height: 360, contentType: 'video/mp4' })
    // A visitor sees it on the public resume and can play it and its poster.
    const list = await call<ResumeMedia[]>(app, 'GET', `/api/Resume/${first.resumeId}/media`, null)
    expect(list.body.data.map((item) => item.id)).toContain(first.id)
    expect(
      (await app.request(`/api/ResumeMedia/${first.id}/file`, { headers: { range: 'bytes=0-99' } })).status,
    ).toBe(206)
    expect((await app.request(`/api/ResumeMedia/${first.id}/poster`)).headers.get('content-type')).toBe(
      'image/jpeg',
    )
  }, 120_000)
})
