import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'

/**
 * Video uploads over tus (https://tus.io, POST/HEAD/PATCH/DELETE at VIDEO_UPLOAD_PATH): the metadata a client
 * sends in `Upload-Metadata` when it creates an upload, and the texts of the refusals.
 */
export const VIDEO_UPLOAD_PATH = '/api/uploads/video'

/** The header of the finishing PATCH (and of a HEAD on a finished upload) naming the media row made. */
export const MEDIA_ID_HEADER = 'X-Resume-Media-Id'

/** Upload-Metadata keys (values base64 in the header, decoded here). */
export const VideoUploadMetadataSchema = v.object({
  resumeId: v.pipe(v.string('resumeId is required'), v.regex(UUID_PATTERN, 'resumeId is not valid')),
  /** The name shown for the video; the file name when absent. */
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'name must be at most 200 characters'))),
  filename: v.optional(v.pipe(v.string(), v.maxLength(255, 'filename is too long'))),
  /** The browser's idea of the type; the server decides by the file's first bytes. */
  filetype: v.optional(v.pipe(v.string(), v.maxLength(100, 'filetype is too long'))),
  referenceId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'referenceId is too long'))),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2_000, 'description is too long'))),
})
export type VideoUploadMetadata = v.InferOutput<typeof VideoUploadMetadataSchema>

/** A size as people read it: 500 MiB, 0.3 MiB. */
const mib = (bytes: number) => {
  const value = bytes / 1_048_576
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MiB`
}

export const VIDEO_UPLOAD_TEXTS = {
  notFound: 'Upload not found.',
  lengthRequired: 'Upload-Length is required: the video’s size must be known when the upload starts.',
  tooLarge: (maxBytes: number) => `Videos can be at most ${mib(maxBytes)}.`,
  overQuota: (quotaBytes: number) =>
    `Your video storage is full (${mib(quotaBytes)}): delete a video to upload another.`,
  wrongType: 'Only MP4 (or QuickTime) and WebM videos can be uploaded: this file is neither.',
  firstChunkTooShort: 'The first part of a video upload must hold at least its first 12 bytes.',
  resumeGone: 'The resume this video was for no longer exists.',
} as const
