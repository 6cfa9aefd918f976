import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blobDeletions } from '../../db/schema/resume-media'
import type { BlobStore } from '../../core/blob-store/blob-store'
import type { Logger } from '../../logger'

/**
 * Deleting the files of deleted media. The database queues every deleted row's blob keys (a trigger, so
 * cascades from a deleted resume or user are covered); this removes the bytes, then the queue entry. A
 * failure leaves the entry for the next run: bytes may outlive their row for a while, never the reverse.
 */
export async function deleteQueuedBlobs(
  db: Db,
  store: BlobStore,
  log: Logger,
  only?: readonly string[],
  limit = 200,
): Promise<number> {
  const rows = only
    ? only.length
      ? await db
          .select()
          .from(blobDeletions)
          .where(inArray(blobDeletions.blobKey, [...only]))
      : []
    : await db.select().from(blobDeletions).limit(limit)
  let deleted = 0
  for (const { blobKey } of rows) {
    try {
      await store.delete(blobKey)
      await db.delete(blobDeletions).where(eq(blobDeletions.blobKey, blobKey))
      deleted += 1
    } catch (error) {
      log.warn({ err: error, blobKey }, 'media file deletion failed; retried by the next cleanup')
    }
  }
  return deleted
}
