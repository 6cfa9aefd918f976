import * as v from 'valibot'

/**
 * Resume media as the calls answer it (seed 2 §3 "Resume media": id, userId, referenceId, name, metaType,
 * url, description, creationDateTime). Fields marked "ours" are additions the spec does not list.
 */

/** The spec's type codes. Videos (1, 2) only come from uploads; the others are created by POST /api/ResumeMedia. */
export const MediaMetaType = {
  hyperlink: 0,
  mp4: 1,
  webm: 2,
  image: 5,
  youtube: 10,
  html: 15,
} as const
export type MediaMetaType = (typeof MediaMetaType)[keyof typeof MediaMetaType]

export const MEDIA_META_TYPES: readonly MediaMetaType[] = Object.values(MediaMetaType)

/** An uploaded video is `processing` until it can be played everywhere; links are `ready` at once. */
export const RESUME_MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const
export type ResumeMediaStatus = (typeof RESUME_MEDIA_STATUSES)[number]

export const ResumeMediaSchema = v.object({
  id: v.string(),
  userId: v.string(),
  /** Ours: the resume it belongs to. */
  resumeId: v.string(),
  /** The resume section it belongs to; null for the resume as a whole. */
  referenceId: v.nullable(v.string()),
  name: v.string(),
  metaType: v.picklist(MEDIA_META_TYPES),
  /**
   * The link (hyperlink, image), the YouTube watch URL, '' for HTML, and for an uploaded video the path that
   * plays it (`/api/ResumeMedia/{id}/file`).
   */
  url: v.string(),
  /** Text about it; for HTML content (15), the HTML fragment itself (the page sanitises it before showing). */
  description: v.nullable(v.string()),
  creationDateTime: v.string(),
  /** Ours: for a YouTube item, its 11-character video id. */
  youtubeId: v.nullable(v.string()),
  /** Ours: processing, ready or failed (uploaded videos). */
  status: v.picklist(RESUME_MEDIA_STATUSES),
  /** Ours: an uploaded file's type and size; null for links. */
  contentType: v.nullable(v.string()),
  sizeBytes: v.nullable(v.number()),
  /** Ours: filled once the video is processed; null until then. */
  durationSeconds: v.nullable(v.number()),
  /** Ours: whether the caller may change or delete it (the resume's owner side). */
  canEdit: v.boolean(),
  /**
   * Ours: a video ReelHire generated (narrated slideshow) that its owner has not kept yet; only that owner sees it
   * until POST /api/ResumeMedia/{id}/keep.
   */
  awaitingReview: v.boolean(),
})
export type ResumeMedia = v.InferOutput<typeof ResumeMediaSchema>

/** GET /api/Resume/{id}/media. */
export const ResumeMediaListSchema = v.array(ResumeMediaSchema)

/** DELETE /api/ResumeMedia/{id}. */
export const ResumeMediaDeleteResultSchema = v.object({ id: v.string(), deleted: v.boolean() })

/**
 * GET /api/ResumeMedia/{id}/playback: a short-lived URL a `<video>` element can play without a token (it
 * cannot send one): the store's presigned URL, or the file path with a signed expiry.
 */
export const MediaPlaybackSchema = v.object({ url: v.string(), expiresAt: v.string() })
export type MediaPlayback = v.InferOutput<typeof MediaPlaybackSchema>
