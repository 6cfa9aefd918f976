import { and, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { ServiceContext } from '../../core/service-context'
import { videoUploads } from '../../db/schema/resume-media'
import type { Env } from '../../env'
import { deleteQueuedBlobs } from './blob-deletions'
import { mediaBlobStore } from './media-blob-store'
import { createTusDatastore, UPLOAD_EXPIRY_MS } from './video-upload-server'

/** How often abandoned uploads and deleted media's files are cleaned up, and the first run's delay. */
export const CLEANUP_EVERY_MS = 30 * 60_000
export const FIRST_CLEANUP_AFTER_MS = 2 * 60_000

export type CleanupResult = { abandoned: number; expiredFiles: number; blobs: number }

/**
 * One cleanup run:
 * - uploads unfinished a day after they started: their tus file and row go (the quota is freed);
 * - rows of finished uploads a day old: kept until then only to answer a retried last request;
 * - tus files past their expiry with no row (a crash between the file and the row);
 * - files of deleted media (the `blob_deletions` queue the database fills).
 * Safe with several processes: each step deletes what is already unreachable, and deleting twice is a no-op.
 */
export async function cleanUpUploads(ctx: ServiceContext, env: Env): Promise<CleanupResult> {
  const cutoff = new Date(ctx.now().getTime() - UPLOAD_EXPIRY_MS)
  const datastore = createTusDatastore(env.DATA_DIR)
  const stale = await ctx.db
    .delete(videoUploads)
    .where(
      or(
        and(isNull(videoUploads.finishedAt), lt(videoUploads.createdAt, cutoff)),
        and(isNotNull(videoUploads.finishedAt), lt(videoUploads.finishedAt, cutoff)),
      ),
    )
    .returning({ id: videoUploads.id, finishedAt: videoUploads.finishedAt })
  for (const row of stale) await datastore.remove(row.id).catch(() => undefined)
  const expiredFiles = await datastore.deleteExpired()
  const blobs = await deleteQueuedBlobs(ctx.db, mediaBlobStore(env), ctx.log)
  return { abandoned: stale.filter((row) => !row.finishedAt).length, expiredFiles, blobs }
}

export type UploadCleanupSchedule = { stop: () => Promise<void> }

/** Runs cleanUpUploads on a timer (server/index.ts), never twice at once in one process. */
export function scheduleUploadCleanup(
  ctx: ServiceContext,
  env: Env,
  timing: { firstAfterMs?: number; everyMs?: number } = {},
): UploadCleanupSchedule {
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const run = () => {
    running = cleanUpUploads(ctx, env).then(
      (result) => {
        if (result.abandoned || result.expiredFiles || result.blobs)
          ctx.log.info(result, 'uploads cleaned up')
      },
      (error: unknown) => ctx.log.warn({ err: error }, 'upload cleanup failed'),
    )
    void running.finally(() => {
      running = undefined
      if (!stopped) schedule(timing.everyMs ?? CLEANUP_EVERY_MS)
    })
  }
  const schedule = (delay: number) => {
    timer = setTimeout(run, delay)
    timer.unref()
  }
  schedule(timing.firstAfterMs ?? FIRST_CLEANUP_AFTER_MS)
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
