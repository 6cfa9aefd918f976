import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { MediaMetaType } from '@/api/resume-media/resume-media-record'
import type { Db } from '../../db/client'
import { resumeMedia } from '../../db/schema/resume-media'
import type { BlobStore } from '../../core/blob-store/blob-store'
import { makePlayableVideo } from '../../core/media/playable-video'
import { writeTitleCardVideo } from '../../core/media/title-card-video'
import { enqueue } from '../../core/queue/queue'
import type { QueueHandler } from '../../core/queue/queue-worker'
import { markFailed, mediaIdOf, saveProcessedVideo } from './video-processing'

/**
 * Sample videos for the sample data: a title card with the person's name and headline, made by ffmpeg on this
 * machine in the job queue (the seeder only adds the rows and jobs, so start-up stays fast). Named so that nobody
 * takes it for a real recording.
 */
export const SAMPLE_VIDEO_QUEUE = 'sample-video'
export const SAMPLE_VIDEO_NAME = 'Sample video (title card made by ReelHire)'
export const SAMPLE_VIDEO_SECONDS = 6

type SampleVideoFor = { resumeId: string; userId: string; title: string; subtitle: string }

/** Adds a sample video (processing) to a resume and queues its making, in the caller's transaction. */
export async function queueSampleVideo(db: Db, sample: SampleVideoFor): Promise<string> {
  const [row] = await db
    .insert(resumeMedia)
    .values({
      resumeId: sample.resumeId,
      userId: sample.userId,
      name: SAMPLE_VIDEO_NAME,
      metaType: MediaMetaType.mp4,
      status: 'processing',
      description: 'Made from the resume for the sample data: the name and headline on a title card.',
    })
    .returning({ id: resumeMedia.id })
  const mediaId = row!.id
  await enqueue(
    db,
    SAMPLE_VIDEO_QUEUE,
    { mediaId, title: sample.title, subtitle: sample.subtitle },
    {
      singletonKey: mediaId,
    },
  )
  return mediaId
}

export function sampleVideoHandler(store: BlobStore, workRoot: string): QueueHandler {
  return {
    concurrency: 1,
    async run(job, ctx) {
      const mediaId = mediaIdOf(job.payload)
      const [media] = await ctx.db.select().from(resumeMedia).where(eq(resumeMedia.id, mediaId))
      if (!media || media.status !== 'processing') return
      await mkdir(workRoot, { recursive: true })
      const workDir = await mkdtemp(join(workRoot, 'sample-'))
      try {
        const file = await writeTitleCardVideo(
          {
            title: String(job.payload.title ?? ''),
            subtitle: String(job.payload.subtitle ?? ''),
            seconds: SAMPLE_VIDEO_SECONDS,
          },
          workDir,
        )
        await saveProcessedVideo(ctx, store, media, await makePlayableVideo(file, workDir))
      } finally {
        await rm(workDir, { recursive: true, force: true })
      }
    },
    onFailed: markFailed,
  }
}
