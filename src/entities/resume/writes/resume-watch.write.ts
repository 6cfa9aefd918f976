import { ResumeWatchResultSchema } from '@/api/resumes/resume-record'
import { RESUME_SUCCESS_TEXTS } from '@/api/resumes/resume-errors'
import { parseWriteData } from '@/lib/api-client/parse-response'
import { defineOfflineWrite } from '@/lib/sync/offline-write'
import { RESUMES_ROOT_KEY } from '../api/resume-keys'
import { patchCachedResumes } from './resume-cache'

/** Track (watch) or stop tracking one resume; `name` names the write for people. */
export type ResumeWatchInput = { resumeId: string; watched: boolean; name?: string }

export const WATCH_TEXTS = {
  signIn: 'Please sign in to track candidates',
  watchFailed: 'Failed to track candidate. Please try again.',
  unwatchFailed: 'Failed to stop tracking candidate. Please try again.',
} as const

/**
 * A recruiter's "Track Candidate" (seed 2 §6: track on items not owned, untrack on tracked), as an offline
 * write: one entity per resume, `resume-watch:<id>` — POST /api/Resume/watch/{id} or /unwatch/{id}.
 */
export const resumeWatchWrite = defineOfflineWrite<ResumeWatchInput, boolean>({
  kind: 'resume-watch',
  entity: ({ resumeId }) => resumeId,
  request: ({ resumeId, watched }) => ({
    method: 'POST',
    path: `/api/Resume/${watched ? 'watch' : 'unwatch'}/${encodeURIComponent(resumeId)}`,
  }),
  label: ({ watched, name }) => {
    const who = name?.trim() ? `“${name.trim()}”` : 'candidate'
    return watched ? `Track ${who}` : `Stop tracking ${who}`
  },
  optimistic: ({ watched }) => watched,
  serverData: RESUMES_ROOT_KEY,
  settle: ({ queryClient }, input, data) => {
    const watched = parseWriteData(ResumeWatchResultSchema, data)?.isWatched ?? input.watched
    patchCachedResumes(queryClient, input.resumeId, (resume) =>
      'isWatched' in resume ? { ...resume, isWatched: watched } : resume,
    )
    return { ...input, watched }
  },
  texts: {
    done: ({ watched }) => (watched ? RESUME_SUCCESS_TEXTS.watched : RESUME_SUCCESS_TEXTS.unwatched),
    failed: ({ watched }) => (watched ? WATCH_TEXTS.watchFailed : WATCH_TEXTS.unwatchFailed),
  },
})
