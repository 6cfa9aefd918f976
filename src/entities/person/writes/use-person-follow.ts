import { useCallback } from 'react'
import { PERSON_FOLLOW_TEXTS } from '@/api/people/person-follows'
import type { PersonCard } from '@/api/people/person-card'
import { useSignInPrompt } from '@/entities/session/use-sign-in-prompt'
import { signedInUserId } from '@/lib/session/session'
import type { EntitySyncState } from '@/lib/sync/outbox-store'
import { useOfflineWrite } from '@/lib/sync/use-offline-write'
import { followersWithOverlay, personFollowWrite } from './person-follow.write'

export type PersonFollow = {
  isFollowing: boolean
  /** The follower count with a waiting follow or unfollow applied. */
  followers: number
  syncState: EntitySyncState
  toggle: () => Promise<void>
}

/**
 * The viewer's follow of one person as the profile shows it: the card's state overlaid with a waiting write
 * (optimistic, offline-capable, rolled back when refused). A visitor is asked to sign in.
 */
export function usePersonFollow(
  person: Pick<PersonCard, 'id' | 'fullName' | 'isFollowing' | 'followerCount'>,
  updatedAt: number,
): PersonFollow {
  const promptSignIn = useSignInPrompt()
  const server = person.isFollowing ?? false
  const entity = useOfflineWrite(personFollowWrite, person.id, { state: server, updatedAt })
  const isFollowing = entity.state ?? server
  const { write } = entity
  const toggle = useCallback(async () => {
    if (!signedInUserId()) return promptSignIn('person-follow-sign-in', PERSON_FOLLOW_TEXTS.signIn)
    await write({ personId: person.id, following: !isFollowing, name: person.fullName })
  }, [isFollowing, person.fullName, person.id, promptSignIn, write])
  return {
    isFollowing,
    followers: followersWithOverlay(person.followerCount ?? 0, server, isFollowing),
    syncState: entity.syncState,
    toggle,
  }
}
