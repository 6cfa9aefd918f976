import { useCallback } from 'react'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { useOfflineWrite } from '@/lib/sync/use-offline-write'
import { resumePrivacyWrite } from './resume-privacy.write'

/**
 * One resume's privacy as its owner should see it: the server's, or the one they chose while it waits to sync
 * (offline too); `setPrivacy` queues POST /api/Resume/{id}/setPrivacy through the outbox.
 */
export function useResumePrivacy(
  resume: { id: string; name: string; privacy: ResumePrivacy },
  updatedAt: number,
) {
  const entity = useOfflineWrite(resumePrivacyWrite, resume.id, { state: resume.privacy, updatedAt })
  const { write } = entity
  const setPrivacy = useCallback(
    (privacy: ResumePrivacy) => write({ resumeId: resume.id, privacy, name: resume.name }),
    [resume.id, resume.name, write],
  )
  return { privacy: entity.state ?? resume.privacy, syncState: entity.syncState, setPrivacy }
}
