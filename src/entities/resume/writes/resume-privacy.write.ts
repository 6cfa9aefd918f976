import { ResumePrivacyResultSchema } from '@/api/resumes/resume-record'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { RESUME_SUCCESS_TEXTS } from '@/api/resumes/resume-errors'
import { parseWriteData } from '@/lib/api-client/parse-response'
import { defineOfflineWrite } from '@/lib/sync/offline-write'
import { RESUMES_ROOT_KEY } from '../api/resume-keys'
import { privacyLabel } from '../resume-privacy-labels'
import { patchCachedResumes } from './resume-cache'

/** Set one resume's privacy; `name` names the write for people. */
export type ResumePrivacyInput = { resumeId: string; privacy: ResumePrivacy; name?: string }

export const PRIVACY_FAILED_TEXT = 'Failed to update privacy. Please try again.'

/**
 * A resume's privacy (seed 2 §4; the action dialog's four options), as an offline write: one entity per resume,
 * `resume-privacy:<id>`, each write carrying the whole new state — POST /api/Resume/{id}/setPrivacy {privacy}.
 * Changed twice offline, only the last one is sent. While it waits, the resume shows the chosen privacy.
 */
export const resumePrivacyWrite = defineOfflineWrite<ResumePrivacyInput, ResumePrivacy>({
  kind: 'resume-privacy',
  entity: ({ resumeId }) => resumeId,
  request: ({ resumeId, privacy }) => ({
    method: 'POST',
    path: `/api/Resume/${encodeURIComponent(resumeId)}/setPrivacy`,
    body: { privacy },
  }),
  label: ({ privacy, name }) =>
    `Make ${name?.trim() ? `“${name.trim()}”` : 'resume'} ${privacyLabel(privacy).toLowerCase()}`,
  optimistic: ({ privacy }) => privacy,
  serverData: RESUMES_ROOT_KEY,
  // Accepted: the server's privacy into every cached copy at once (lists and the page), before the refetch.
  settle: ({ queryClient }, input, data) => {
    const result = parseWriteData(ResumePrivacyResultSchema, data)
    const privacy = result?.privacy ?? input.privacy
    patchCachedResumes(queryClient, input.resumeId, (resume) =>
      'privacy_ShowResume' in resume && result
        ? { ...resume, privacy, privacy_ShowResume: result.privacy_ShowResume }
        : { ...resume, privacy },
    )
    return { ...input, privacy }
  },
  texts: {
    done: () => RESUME_SUCCESS_TEXTS.privacySet,
    failed: () => PRIVACY_FAILED_TEXT,
  },
})
