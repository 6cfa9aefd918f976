import { open } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resumeMedia, videoUploads } from '../../db/schema/resume-media'
import type { BlobStore } from '../../core/blob-store/blob-store'
import type { Logger } from '../../logger'
import { findUpload } from './video-upload-records'
import { SNIFF_BYTES, sniffVideo } from './video-sniff'
import { enqueueVideoProcessing } from './video-processing'

/** A refusal tus passes to the client as it is (status and text). */
export type TusRefusal = { status_code: number; body: string }

export type FinishedUpload = {
  id: string
  /** The assembled file in DATA_DIR/tus. */
  filePath: string
  metadata: Record<string, string | null | undefined>
}

const gone = (body: string): TusRefusal => ({ status_code: 410, body: `${body}\n` })

async function firstBytes(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const buffer = new Uint8Array(SNIFF_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * The last byte of a video upload has arrived: the file goes into the blob store and becomes the resume's
 * media row, `processing`, with its processing job queued in the same transaction (video-processing.ts: an MP4
 * every browser plays, a poster, the duration; the job sets `ready` or `failed`). Idempotent: the finishing PATCH
 * may be retried (its answer lost), on this process or another, and the upload's row says it is done; the media
 * row is also unique per upload id, so even two finishes running at once make one row and one job. Answers the
 * media row's id.
 */
export async function onVideoUploadFinished(
  db: Db,
  store: BlobStore,
  log: Logger,
  upload: FinishedUpload,
): Promise<string> {
  const row = await findUpload(db, upload.id)
  // Its resume (or owner) was deleted while uploading: the row went with it by cascade.
  if (!row) throw gone('The resume this video was for no longer exists.')
  if (row.finishedAt && row.mediaId) return row.mediaId

  const kind = sniffVideo(await firstBytes(upload.filePath))
  if (!kind) throw { status_code: 415, body: 'Only MP4 (or QuickTime) and WebM videos can be uploaded.\n' }
  // The key follows from the upload id, so a retried finish overwrites its own object and leaves no orphan.
  const blobKey = `video/${upload.id.slice(0, 2)}/${upload.id}.${kind.extension}`
  const stored = await store.put(blobKey, upload.filePath, kind.contentType)

  const text = (key: string) => upload.metadata[key]?.trim() || null
  const mediaId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(resumeMedia)
      .values({
        resumeId: row.resumeId,
        userId: row.userId,
        referenceId: text('referenceId'),
        name: text('name') ?? text('filename') ?? 'Video',
        metaType: kind.metaType,
        description: text('description'),
        status: 'processing',
        blobKey,
        contentType: kind.contentType,
        sizeBytes: stored.size,
        uploadId: upload.id,
      })
      .onConflictDoNothing({ target: resumeMedia.uploadId })
      .returning({ id: resumeMedia.id })
    const id =
      created?.id ??
      (
        await tx.select({ id: resumeMedia.id }).from(resumeMedia).where(eq(resumeMedia.uploadId, upload.id))
      )[0]?.id
    if (!id) throw new Error('media row for the upload is missing')
    if (created) await enqueueVideoProcessing(tx, id)
    await tx
      .update(videoUploads)
      .set({ finishedAt: new Date(), mediaId: id })
      .where(eq(videoUploads.id, upload.id))
    return id
  })
  log.info({ uploadId: upload.id, mediaId, bytes: stored.size }, 'video upload finished')
  return mediaId
}
