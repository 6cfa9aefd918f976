import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { privacyToShowResume } from '@/api/resumes/resume-privacy'
import type { ResumePrivacyResult } from '@/api/resumes/resume-record'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { loadResumeFor } from './resume-records'
import { writeResume } from './resume-write'

/** POST /api/Resume/{id}/setPrivacy: management (owner, account owner), like a company's visibility. */
export async function setResumePrivacy(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
  privacy: ResumePrivacy,
): Promise<ResumePrivacyResult> {
  const loaded = await loadResumeFor(ctx.db, viewer, idOrSlug, 'manage')
  const row = loaded.row.privacy === privacy ? loaded.row : await writeResume(ctx, loaded, { privacy })
  return { id: row.id, privacy: row.privacy, privacy_ShowResume: privacyToShowResume(row.privacy) }
}
