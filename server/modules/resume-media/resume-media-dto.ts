import { MediaMetaType, type ResumeMedia } from '@/api/resume-media/resume-media-record'
import { youtubeIdOf } from '@/api/resume-media/youtube-id'
import type { ResumeMediaRow } from '../../db/schema/resume-media'

/** The path that plays an uploaded file: streamed with Range, or a redirect to a presigned URL. */
export const mediaFilePath = (id: string) => `/api/ResumeMedia/${id}/file`

/** The one way a media row leaves the server (blob keys and upload ids stay inside). */
export function toResumeMedia(row: ResumeMediaRow, canEdit: boolean): ResumeMedia {
  return {
    id: row.id,
    userId: row.userId,
    resumeId: row.resumeId,
    referenceId: row.referenceId,
    name: row.name,
    metaType: row.metaType as ResumeMedia['metaType'],
    url: row.blobKey ? mediaFilePath(row.id) : row.url,
    description: row.description,
    creationDateTime: row.createdAt.toISOString(),
    youtubeId: row.metaType === MediaMetaType.youtube ? youtubeIdOf(row.url) : null,
    status: row.status,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    canEdit,
    awaitingReview: row.awaitingReview,
  }
}
