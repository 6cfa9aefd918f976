import { and, eq, isNotNull } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { CONNECTION_TEXTS } from '@/api/people/connection-inputs'
import type { PersonProfile } from '@/api/people/person-card'
import type { UserResumesResponse } from '@/api/resumes/resume-record'
import { AppError } from '../../core/app-error'
import { canOnPerson, type PersonResource, type Viewer } from '../../core/policy'
import { isUuid } from '../../core/uuid'
import type { Db } from '../../db/client'
import { users, type UserRow } from '../../db/schema/users'
import { listUserResumes } from '../resumes/resume-lists'
import { connectionBetween, isBlockedEitherWay, stateOf } from './connection-records'
import { personCards } from './person-cards'

export const personNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: CONNECTION_TEXTS.notFound })

/** A verified user by id or slug, blocks aside (the block call needs to reach someone already blocked). */
export async function findPerson(db: Db, idOrSlug: string): Promise<UserRow | undefined> {
  const match = isUuid(idOrSlug) ? eq(users.id, idOrSlug) : eq(users.slug, idOrSlug.toLowerCase())
  const [row] = await db
    .select()
    .from(users)
    .where(and(match, isNotNull(users.emailVerifiedAt)))
  return row
}

/** The person as the policy sees them from the caller's side. */
export async function personResource(db: Db, viewer: Viewer, row: UserRow): Promise<PersonResource> {
  if (!viewer || viewer.userId === row.id) return { userId: row.id, connection: 'none', blocked: false }
  const [connection, blocked] = await Promise.all([
    connectionBetween(db, viewer.userId, row.id),
    isBlockedEitherWay(db, viewer.userId, row.id),
  ])
  return { userId: row.id, connection: stateOf(connection, viewer.userId), blocked }
}

/** The person if the caller may see them; a blocked one answers exactly like a missing one. */
export async function loadPersonFor(db: Db, viewer: Viewer, idOrSlug: string) {
  const row = await findPerson(db, idOrSlug)
  if (!row) throw personNotFound()
  const resource = await personResource(db, viewer, row)
  if (!canOnPerson(viewer, 'view', resource)) throw personNotFound()
  return { row, resource }
}

/** GET /api/People/{id}: the person card with the caller's connection state, and the public profile fields. */
export async function getPerson(
  db: Db,
  viewer: Viewer,
  idOrSlug: string,
  now: Date = new Date(),
): Promise<PersonProfile> {
  const { row } = await loadPersonFor(db, viewer, idOrSlug)
  const [card] = await personCards(db, viewer, [row], now)
  return {
    ...card!,
    summary: row.summary,
    skills: row.skills,
    website: row.website,
    linkedIn: row.linkedIn,
    github: row.github,
  }
}

/** GET /api/People/{id}/resumes: that person's resumes the caller may open (the resume privacy rule). */
export async function getPersonResumes(
  db: Db,
  viewer: Viewer,
  idOrSlug: string,
): Promise<UserResumesResponse> {
  const { row } = await loadPersonFor(db, viewer, idOrSlug)
  return listUserResumes(db, viewer, row.id)
}
