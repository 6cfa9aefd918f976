import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Viewer } from '../../core/policy'
import { resumes } from '../../db/schema/resumes'
import { users } from '../../db/schema/users'
import { connectedUserIds } from './resume-connections'
import { EDITING_ACCOUNT_ROLES, isResumeReviewer } from './resume-policy'

/**
 * The policy's resume view rule (server/core/policy.ts canOnResume) as a SQL condition, for lists and their
 * totals: a hidden resume is never in a list and never counted. Tested against the policy by the privacy
 * matrix (resumes-privacy.test.ts), which reads every resume both ways.
 */

/** The owner side: the caller's own resumes and those of the account they act in, when they may edit there. */
export function ownerSideCondition(viewer: NonNullable<Viewer>): SQL {
  const own = eq(resumes.userId, viewer.userId)
  if (viewer.accountId && viewer.accountRole && EDITING_ACCOUNT_ROLES.includes(viewer.accountRole)) {
    return or(own, eq(resumes.accountId, viewer.accountId))!
  }
  return own
}

/** Seen by privacy alone (not as the owner side). */
function privacyCondition(viewer: Viewer): SQL {
  const levels: SQL[] = [eq(resumes.privacy, 'public')]
  if (isResumeReviewer(viewer)) levels.push(eq(resumes.privacy, 'recruiter_only'))
  if (viewer) {
    levels.push(
      and(
        eq(resumes.privacy, 'connections'),
        sql`${resumes.userId} in (${connectedUserIds(viewer.userId)})`,
      )!,
    )
  }
  // Hidden by a moderator (issue 18): seen by the owner side alone (and admins through moderation).
  return and(isNull(resumes.hiddenAt), or(...levels))!
}

/** Every resume the viewer may open (GET /api/Resume/{id} would answer it). */
export function viewableResumeCondition(viewer: Viewer): SQL {
  return viewer ? or(ownerSideCondition(viewer), privacyCondition(viewer))! : privacyCondition(viewer)
}

/**
 * The public list (GET /api/Resume/public): what the viewer may open, at the shared levels only — never a
 * private resume or a draft, not even the caller's own (seed 2 §5: drafts are hidden from discovery) —
 * and not of a demo person.
 */
export function listedResumeCondition(viewer: Viewer): SQL {
  return and(
    inArray(resumes.privacy, ['public', 'recruiter_only', 'connections']),
    viewableResumeCondition(viewer),
    sql`not exists (select 1 from ${users} where ${users.id} = ${resumes.userId} and ${users.isDemo})`,
  )!
}
