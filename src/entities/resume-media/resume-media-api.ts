import { queryOptions } from '@tanstack/react-query'
import type { GenerateVideoInput } from '@/api/resume-media/ai-video'
import type { ResumeMediaCreateInput } from '@/api/resume-media/resume-media-inputs'
import {
  MediaPlaybackSchema,
  ResumeMediaDeleteResultSchema,
  ResumeMediaListSchema,
  ResumeMediaSchema,
} from '@/api/resume-media/resume-media-record'
import { apiRequest } from '@/lib/api-client/api-client'

/** Under ['resumes'] (a persisted root): the resume page's videos open offline with their last list. */
export const resumeMediaKey = (resumeId: string, viewerId: string | null) =>
  ['resumes', 'media', resumeId, viewerId ?? 'visitor'] as const

/** GET /api/Resume/{id}/media: the resume's media the caller may see, oldest first. */
export const resumeMediaQueryOptions = (resumeId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: resumeMediaKey(resumeId, viewerId),
    queryFn: ({ signal }) =>
      apiRequest(`/Resume/${encodeURIComponent(resumeId)}/media`, { schema: ResumeMediaListSchema, signal }),
  })

/** POST /api/ResumeMedia: a link, image, YouTube video or HTML fragment (videos arrive through tus). */
export function createResumeMedia(input: ResumeMediaCreateInput) {
  return apiRequest('/ResumeMedia', { method: 'POST', body: input, schema: ResumeMediaSchema })
}

/** DELETE /api/ResumeMedia/{id}: the item and (for an uploaded video) its files. */
export function deleteResumeMedia(id: string) {
  return apiRequest(`/ResumeMedia/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: ResumeMediaDeleteResultSchema,
  })
}

/**
 * GET /api/ResumeMedia/{id}/playback: a link a `<video>` can play without the bearer token (needed for a resume only
 * its owner or recruiters may see). Valid for minutes: kept fresh for 4, never persisted.
 */
export const mediaPlaybackQueryOptions = (mediaId: string, viewerId: string) =>
  queryOptions({
    queryKey: ['media-playback', mediaId, viewerId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/ResumeMedia/${encodeURIComponent(mediaId)}/playback`, {
        schema: MediaPlaybackSchema,
        signal,
      }),
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
  })

/** GET /api/ResumeMedia/{id}: one item (the video studio follows a generated video until it is ready). */
export const resumeMediaItemQueryOptions = (mediaId: string, viewerId: string) =>
  queryOptions({
    queryKey: ['media-item', mediaId, viewerId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/ResumeMedia/${encodeURIComponent(mediaId)}`, { schema: ResumeMediaSchema, signal }),
  })

/** POST /api/ResumeMedia/GenerateVideo: ReelHire makes a narrated slideshow from the resume (decision 029). */
export function generateAiVideo(input: GenerateVideoInput) {
  return apiRequest('/ResumeMedia/GenerateVideo', { method: 'POST', body: input, schema: ResumeMediaSchema })
}

/** POST /api/ResumeMedia/{id}/keep: a generated video joins the resume (until then only its maker sees it). */
export function keepResumeMedia(id: string) {
  return apiRequest(`/ResumeMedia/${encodeURIComponent(id)}/keep`, {
    method: 'POST',
    schema: ResumeMediaSchema,
  })
}
