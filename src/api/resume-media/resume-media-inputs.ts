import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'
import { MediaMetaType } from './resume-media-record'
import { youtubeIdOf } from './youtube-id'

/** What the resume media calls accept (POST /api/ResumeMedia, PUT /api/ResumeMedia/{id}). */

export const MEDIA_NAME_MAX = 200
export const MEDIA_DESCRIPTION_MAX = 2_000
/** An HTML fragment (metaType 15) is kept in `description`; it may be longer than a plain description. */
export const MEDIA_HTML_MAX = 20_000
export const MEDIA_URL_MAX = 2_048
export const MEDIA_REFERENCE_MAX = 200

const text = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(min, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )

/** Optional text; '' and null clear it (→ null). */
const clearable = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.nullable(text(label, 0, max)),
      v.transform((value: string | null) => (value === '' ? null : value)),
    ),
  )

const webUrl = v.pipe(
  v.string('URL must be text'),
  v.trim(),
  v.maxLength(MEDIA_URL_MAX, 'URL is too long'),
  v.url('Please enter a full web address (https://…)'),
  v.regex(/^https?:\/\//i, 'Only http:// and https:// addresses can be linked'),
)

/** The types a client creates directly; videos (1, 2) arrive through /api/uploads/video. */
export const LINK_META_TYPES = [
  MediaMetaType.hyperlink,
  MediaMetaType.image,
  MediaMetaType.youtube,
  MediaMetaType.html,
] as const

export const VIDEO_NEEDS_UPLOAD_TEXT = 'Videos are uploaded through /api/uploads/video, not created here.'
export const YOUTUBE_INVALID_TEXT = 'Enter a YouTube link or an 11-character video id.'

const common = {
  resumeId: v.pipe(v.string('resumeId must be text'), v.regex(UUID_PATTERN, 'resumeId is not valid')),
  referenceId: clearable('referenceId', MEDIA_REFERENCE_MAX),
  name: text('Name', 1, MEDIA_NAME_MAX),
}

const link = (metaType: 0 | 5) =>
  v.strictObject({
    ...common,
    metaType: v.literal(metaType),
    url: webUrl,
    description: clearable('Description', MEDIA_DESCRIPTION_MAX),
  })

/** POST /api/ResumeMedia: a hyperlink, an image URL, a YouTube video (link or id) or an HTML fragment. */
export const ResumeMediaCreateInputSchema = v.pipe(
  v.looseObject({ metaType: v.number('metaType must be a number') }),
  v.check(
    (input) => input.metaType !== MediaMetaType.mp4 && input.metaType !== MediaMetaType.webm,
    VIDEO_NEEDS_UPLOAD_TEXT,
  ),
  v.variant('metaType', [
    link(MediaMetaType.hyperlink),
    link(MediaMetaType.image),
    v.strictObject({
      ...common,
      metaType: v.literal(MediaMetaType.youtube),
      url: v.pipe(
        v.string('url must be text'),
        v.trim(),
        v.maxLength(MEDIA_URL_MAX, 'URL is too long'),
        v.check((value) => youtubeIdOf(value) !== null, YOUTUBE_INVALID_TEXT),
      ),
      description: clearable('Description', MEDIA_DESCRIPTION_MAX),
    }),
    v.strictObject({
      ...common,
      metaType: v.literal(MediaMetaType.html),
      url: v.optional(v.literal('')),
      description: text('HTML content', 1, MEDIA_HTML_MAX),
    }),
  ]),
)
export type ResumeMediaCreateInput = v.InferOutput<typeof ResumeMediaCreateInputSchema>

/**
 * PUT /api/ResumeMedia/{id}: the descriptive fields. The type, the resume and (for videos) the file stay;
 * `url` may change for links and is checked against the item's type by the server.
 */
export const ResumeMediaUpdateInputSchema = v.strictObject({
  name: v.optional(text('Name', 1, MEDIA_NAME_MAX)),
  description: clearable('Description', MEDIA_HTML_MAX),
  referenceId: clearable('referenceId', MEDIA_REFERENCE_MAX),
  url: v.optional(
    v.pipe(v.string('url must be text'), v.trim(), v.maxLength(MEDIA_URL_MAX, 'URL is too long')),
  ),
})
export type ResumeMediaUpdateInput = v.InferOutput<typeof ResumeMediaUpdateInputSchema>

/** GET /api/ResumeMedia/{id}/file: a signed playback link's two parts (both or neither). */
export const MediaFileQuerySchema = v.strictObject({
  expires: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'expires is not valid'))),
  signature: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/, 'signature is not valid'))),
})
