import { useCallback } from 'react'
import type { ConnectionStatus } from '@/api/people/person-card'
import { useSignInPrompt } from '@/entities/session/use-sign-in-prompt'
import { signedInUserId } from '@/lib/session/session'
import type { EntitySyncState } from '@/lib/sync/outbox-store'
import { useOfflineWrite } from '@/lib/sync/use-offline-write'
import type { ConnectionAction } from './connection-transition'
import { personConnectionWrite } from './person-connection.write'

export type PersonConnection = {
  status: ConnectionStatus
  /** 'pending' → "Waiting to sync", 'failed' → "Sync failed". */
  syncState: EntitySyncState
  act: (action: ConnectionAction) => Promise<void>
}

/**
 * The viewer's connection with one person as the card shows it: the server's state overlaid with a waiting
 * write (optimistic, offline-capable, rolled back when refused). A visitor is asked to sign in.
 */
export function usePersonConnection(
  person: { id: string; fullName: string; connectionStatus: ConnectionStatus },
  updatedAt: number,
): PersonConnection {
  const promptSignIn = useSignInPrompt()
  const entity = useOfflineWrite(personConnectionWrite, person.id, {
    state: person.connectionStatus,
    updatedAt,
  })
  const status = entity.state ?? person.connectionStatus
  const { write } = entity
  const act = useCallback(
    async (action: ConnectionAction) => {
      if (!signedInUserId()) return promptSignIn('person-connection-sign-in', 'Please sign in to connect')
      await write({ personId: person.id, action, from: status, name: person.fullName })
    },
    [person.fullName, person.id, promptSignIn, status, write],
  )
  return { status, syncState: entity.syncState, act }
}
