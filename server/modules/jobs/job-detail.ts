import type { Job } from '@/api/jobs/job-full'
import { relationOf, type Viewer } from '../../core/policy'
import { jobResource, toJob } from './job-dto'
import { savedJobIds } from './job-records'
import { recordJobView } from './job-stats'
import { loadJobFor } from './job-write'
import type { ServiceContext } from '../../core/service-context'

/**
 * GET /api/Job/{id} and /slug/{slug}: a listed job for everyone; a draft, paused, closed, hired, expired or
 * private one only for its owner, its account and admins (404 to others). A view is counted unless the
 * viewer is one of those insiders. `countView: false` reads without counting (the server-rendered job page, which
 * cannot tell who asks: the page's own request after hydration counts the visit).
 */
export async function getJobDetail(
  ctx: ServiceContext,
  viewer: Viewer,
  key: { id: string } | { slug: string },
  { countView = true }: { countView?: boolean } = {},
): Promise<Job> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadJobFor(db, viewer, key, 'view', now)
  const relation = relationOf(viewer, jobResource(record, now))
  if (countView && (relation === 'other' || relation === 'anonymous')) {
    await recordJobView(db, record.id, now)
    record.viewCount += 1
  }
  const saved = await savedJobIds(db, viewer, [record.id])
  return toJob(record, now, { viewer, saved: saved.has(record.id) })
}
