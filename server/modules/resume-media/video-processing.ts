import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { and, eq } from 'drizzle-orm'
import { MediaMetaType } from '@/api/resume-media/resume-media-record'
import type { Db } from '../../db/client'
import { blobDeletions, resumeMedia } from '../../db/schema/resume-media'
import type { BlobStore } from '../../core/blob-store/blob-store'
import { makePlayableVideo, type PlayableVideo } from '../../core/media/playable-video'
import { enqueue } from '../../core/queue/queue'
import type { QueueHandler } from '../../core/queue/queue-worker'
import type { ServiceContext } from '../../core/service-context'
import type { QueueJobRow } from '../../db/schema/queue-jobs'

/** The queue of uploaded videos waiting to become playable MP4s (decision 027). */
export const VIDEO_PROCESSING_QUEUE = 'video-processing'

/** Queues a media row's processing; a second call for the same row while it waits or runs does nothing. */
export function enqueueVideoProcessing(db: Db, mediaId: string): Promise<string | null> {
  return enqueue(db, VIDEO_PROCESSING_QUEUE, { mediaId }, { singletonKey: mediaId })
}

export const mediaIdOf = (payload: Record<string, unknown>) => String(payload.mediaId)
const keyFor = (kind: 'video' | 'poster', mediaId: string, extension: string) =>
  `${kind}/${mediaId.slice(0, 2)}/${mediaId}.${extension}`

/**
 * Turns an uploaded video (media row `processing`) into a playable MP4 with a poster: downloads the original from the
 * blob store into a work directory, runs ffmpeg (server/core/media/playable-video.ts), stores the results, and marks
 * the row `ready` with its duration and size — in one transaction that also queues the original's bytes for
 * deletion. A row deleted meanwhile is left alone (its new files are deleted instead).
 */
export function videoProcessingHandler(store: BlobStore, workRoot: string): QueueHandler {
  return {
    // Transcoding a long video on a slow machine takes minutes; the worker renews the lease while it runs.
    leaseMs: 5 * 60_000,
    concurrency: 1,
    async run(job, ctx) {
      const mediaId = mediaIdOf(job.payload)
      const [media] = await ctx.db.select().from(resumeMedia).where(eq(resumeMedia.id, mediaId))
      if (!media || media.status !== 'processing' || !media.blobKey) return
      await mkdir(workRoot, { recursive: true })
      const workDir = await mkdtemp(join(workRoot, 'video-'))
      try {
        const original = await store.read(media.blobKey)
        if (!original) throw new Error('The uploaded file is missing from the media store.')
        const inputFile = join(workDir, 'upload')
        await pipeline(original.body, createWriteStream(inputFile))
        const result = await makePlayableVideo(inputFile, workDir)
        await saveProcessedVideo(ctx, store, media, result)
      } finally {
        await rm(workDir, { recursive: true, force: true })
      }
    },
    onFailed: markFailed,
  }
}

/** A job that failed for good: its owner sees the video as failed (and may delete it and try again). */
export async function markFailed(job: QueueJobRow, _error: string, ctx: ServiceContext): Promise<void> {
  await ctx.db
    .update(resumeMedia)
    .set({ status: 'failed', updatedAt: ctx.now() })
    .where(and(eq(resumeMedia.id, mediaIdOf(job.payload)), eq(resumeMedia.status, 'processing')))
}

/**
 * Stores a processed video and its poster and marks the row `ready` with its duration and size, in one transaction
 * that also queues the replaced upload's bytes for deletion. A row deleted (or settled) meanwhile keeps nothing:
 * the new files are deleted again.
 */
export async function saveProcessedVideo(
  ctx: ServiceContext,
  store: BlobStore,
  media: { id: string; blobKey: string | null },
  result: PlayableVideo,
): Promise<void> {
  const videoKey = keyFor('video', media.id, 'mp4')
  const posterKey = keyFor('poster', media.id, 'jpg')
  const stored = await store.put(videoKey, result.videoFile, 'video/mp4')
  await store.put(posterKey, result.posterFile, 'image/jpeg')
  const updated = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(resumeMedia)
      .set({
        status: 'ready',
        metaType: MediaMetaType.mp4,
        blobKey: videoKey,
        contentType: 'video/mp4',
        sizeBytes: stored.size,
        durationSeconds: result.probe.durationSeconds,
        width: result.probe.width,
        height: result.probe.height,
        posterBlobKey: posterKey,
        updatedAt: ctx.now(),
      })
      .where(and(eq(resumeMedia.id, media.id), eq(resumeMedia.status, 'processing')))
      .returning({ id: resumeMedia.id })
    if (rows.length > 0 && media.blobKey && media.blobKey !== videoKey) {
      await tx.insert(blobDeletions).values({ blobKey: media.blobKey }).onConflictDoNothing()
    }
    return rows.length > 0
  })
  if (!updated) await Promise.all([store.delete(videoKey), store.delete(posterKey)])
  ctx.log.info(
    { mediaId: media.id, copied: result.copied, seconds: result.probe.durationSeconds, bytes: stored.size },
    'video processed',
  )
}
