import type { PersonCard } from '@/api/people/person-card'
import type { PersonConnectionState } from '../../core/policy'
import type { UserRow } from '../../db/schema/users'
import { fullName, roleOf } from '../auth/user-records'

/** What a card needs besides the user row: counts and the caller's relation. */
export type PersonExtras = {
  connectionCount: number
  lastActiveAt: Date | null
  connectionStatus: PersonConnectionState
  isSelf: boolean
  followerCount: number
  isFollowing: boolean
  /** The owner's views in the window; only given for their own card. */
  profileViews: number | null
}

/** A user row → the person card of seed 2 §3. Public fields only: never email, phone or account flags. */
export function toPersonCard(row: UserRow, extras: PersonExtras): PersonCard {
  return {
    id: row.id,
    slug: row.slug,
    fullName: fullName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    headline: row.headline,
    location: row.location,
    role: roleOf(row),
    status: row.openToWork ? 'looking' : 'active',
    // Only verified people are ever shown (people-visibility.ts), so a card is always a verified person.
    isVerified: row.emailVerifiedAt !== null,
    isPremium: row.isPremium,
    openToWork: row.openToWork,
    currentPosition: row.currentRole,
    currentCompany: row.currentCompany,
    companyName: row.currentCompany,
    connectionCount: extras.connectionCount,
    followerCount: extras.followerCount,
    profileViews: extras.isSelf ? extras.profileViews : null,
    lastActiveAt: extras.lastActiveAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    connectionStatus: extras.isSelf ? 'none' : extras.connectionStatus,
    isSelf: extras.isSelf,
    isFollowing: !extras.isSelf && extras.isFollowing,
  }
}
