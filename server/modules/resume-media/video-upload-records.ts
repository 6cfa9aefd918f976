import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resumeMedia, videoUploads, type VideoUploadRow } from '../../db/schema/resume-media'

/** The rows of tus video uploads: who owns each, and the per-user quota they count against. */

/** Bytes a user's videos take: stored files plus the declared size of their open uploads. */
export async function usedVideoBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      stored: sql<string>`coalesce((select sum(${resumeMedia.sizeBytes}) from ${resumeMedia} where ${and(
        eq(resumeMedia.userId, userId),
        isNotNull(resumeMedia.blobKey),
      )}), 0)`,
      open: sql<string>`coalesce((select sum(${videoUploads.sizeBytes}) from ${videoUploads} where ${and(
        eq(videoUploads.userId, userId),
        isNull(videoUploads.finishedAt),
      )}), 0)`,
    })
    .from(sql`(select 1) as one`)
  return Number(row?.stored ?? 0) + Number(row?.open ?? 0)
}

export class OverQuotaError extends Error {
  override name = 'OverQuotaError'
}

/**
 * Records a new upload if it fits the user's quota. The check and the insert are one transaction holding a
 * per-user advisory lock, so two uploads started at once by one user cannot both squeeze under the quota.
 */
export async function openVideoUpload(
  db: Db,
  upload: { id: string; userId: string; resumeId: string; sizeBytes: number },
  quotaBytes: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`video-quota:${upload.userId}`}))`)
    if ((await usedVideoBytes(tx, upload.userId)) + upload.sizeBytes > quotaBytes) throw new OverQuotaError()
    await tx.insert(videoUploads).values(upload)
  })
}

/** The upload if it is `userId`'s; another user's upload reads as missing. */
export async function findUploadOf(db: Db, id: string, userId: string): Promise<VideoUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.id, id), eq(videoUploads.userId, userId)))
  return row
}

export async function findUpload(db: Db, id: string): Promise<VideoUploadRow | undefined> {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.id, id))
  return row
}

export async function deleteUploadRow(db: Db, id: string): Promise<void> {
  await db.delete(videoUploads).where(eq(videoUploads.id, id))
}
