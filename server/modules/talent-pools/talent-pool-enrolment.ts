import { and, eq } from 'drizzle-orm'
import { parseRole, type Role } from '@/api/roles'
import { canStartConversation } from '../messaging/messaging-policy'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { talentPoolMembers } from '../../db/schema/talent-pools'
import { users } from '../../db/schema/users'
import { statesWith } from '../people/connection-records'
import { visiblePersonCondition } from '../people/people-visibility'
import type { TalentPoolStage } from '@/api/talent-pools/talent-pool-fields'
import { poolFor } from './talent-pool-records'

/** A pool member the caller may write to, as an outreach sequence needs them. */
export type EnrolmentCandidate = {
  userId: string
  email: string
  firstName: string
  lastName: string
  memberId: string
  stage: TalentPoolStage
}

/**
 * The members of a pool the caller may contact, for enrolling them in an email sequence (outreach). Two
 * policy checks, both the ones the rest of the product uses: the caller must be allowed to work on the pool
 * (canOnTalentPool 'edit': a hiring member of its account; otherwise 404 like a missing pool), and each
 * member must be someone the caller may start a conversation with (canStartConversation: a job seeker, or a
 * connection, never across a block). Members who fail the second check are left out, not errors.
 */
export async function listPoolMembersForEnrolment(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  poolId: string,
): Promise<EnrolmentCandidate[]> {
  const pool = await poolFor(ctx.db, viewer, 'edit', poolId)
  // visiblePersonCondition already drops the unverified and anyone blocked either way.
  const rows = await ctx.db
    .select({ member: talentPoolMembers, person: users })
    .from(talentPoolMembers)
    .innerJoin(users, eq(users.id, talentPoolMembers.userId))
    .where(and(eq(talentPoolMembers.poolId, pool.id), visiblePersonCondition(viewer)))
  const states = await statesWith(
    ctx.db,
    viewer.userId,
    rows.map((row) => row.person.id),
  )
  return rows
    .filter(({ person }) =>
      canStartConversation(viewer, {
        userId: person.id,
        role: parseRole(person.roleCode) as Role,
        connection: states.get(person.id) ?? 'none',
        blocked: false,
      }),
    )
    .map(({ member, person }) => ({
      userId: person.id,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      memberId: member.id,
      stage: member.stage,
    }))
}
