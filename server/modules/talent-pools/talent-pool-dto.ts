import { TALENT_POOL_STAGES, type TalentPoolStage } from '@/api/talent-pools/talent-pool-fields'
import type {
  PoolPerson,
  StageCounts,
  TalentPoolMember,
  TalentPoolNote,
  TalentPoolSummary,
} from '@/api/talent-pools/talent-pool'
import type { TalentPoolMemberRow, TalentPoolNoteRow, TalentPoolRow } from '../../db/schema/talent-pools'
import type { UserRow } from '../../db/schema/users'
import { fullName } from '../auth/user-records'

export const emptyStageCounts = (): StageCounts =>
  Object.fromEntries(TALENT_POOL_STAGES.map((stage) => [stage, 0])) as Record<TalentPoolStage, number>

/** The public fields of a person a pool shows: never their email or phone (the CSV alone adds the email). */
export function toPoolPerson(row: UserRow): PoolPerson {
  return {
    id: row.id,
    slug: row.slug,
    fullName: fullName(row),
    avatar: row.avatar,
    headline: row.headline,
    location: row.location,
  }
}

export function toPoolSummary(
  row: TalentPoolRow,
  extras: { accountName: string; stageCounts: StageCounts; canDelete: boolean },
): TalentPoolSummary {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: extras.accountName,
    name: row.name,
    description: row.description,
    memberCount: Object.values(extras.stageCounts).reduce((sum, n) => sum + n, 0),
    stageCounts: extras.stageCounts,
    canDelete: extras.canDelete,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toPoolNote(row: TalentPoolNoteRow, author: UserRow | null): TalentPoolNote {
  return {
    id: row.id,
    text: row.text,
    authorId: row.authorUserId,
    authorName: author ? fullName(author) : 'Former member',
    createdAt: row.createdAt.toISOString(),
  }
}

export function toPoolMember(
  row: TalentPoolMemberRow,
  person: UserRow,
  notes: TalentPoolNote[],
): TalentPoolMember {
  return {
    id: row.id,
    poolId: row.poolId,
    stage: row.stage,
    person: toPoolPerson(person),
    resumeId: row.resumeId,
    notes,
    addedAt: row.createdAt.toISOString(),
    stageChangedAt: row.stageChangedAt.toISOString(),
  }
}
