import type { QueryClient } from '@tanstack/react-query'
import { CONNECTION_TEXTS } from '@/api/people/connection-inputs'
import {
  ConnectionResultSchema,
  type ConnectionResult,
  type ConnectionStatus,
  type PersonCard,
} from '@/api/people/person-card'
import type { Paged } from '@/api/pagination'
import { parseWriteData } from '@/lib/api-client/parse-response'
import { defineOfflineWrite } from '@/lib/sync/offline-write'
import { PEOPLE_ROOT_KEY } from '../api/person-keys'
import { stateAfter, type ConnectionAction } from './connection-transition'

/** One connection action on one person; `name` names the write for people (Sync issues). */
export type PersonConnectionInput = {
  personId: string
  action: ConnectionAction
  /** The state shown when the action was chosen: what connect leads to depends on it. */
  from: ConnectionStatus
  name?: string
}

const FAILED: Record<ConnectionAction, string> = {
  connect: 'Failed to send the connection request.',
  withdraw: 'Failed to withdraw the request.',
  accept: 'Failed to accept the request.',
  reject: 'Failed to decline the request.',
  remove: 'Failed to remove the connection.',
}

const DONE: Record<ConnectionAction, string> = {
  connect: CONNECTION_TEXTS.requested,
  withdraw: CONNECTION_TEXTS.withdrawn,
  accept: CONNECTION_TEXTS.accepted,
  reject: CONNECTION_TEXTS.rejected,
  remove: CONNECTION_TEXTS.removed,
}

const LABEL: Record<ConnectionAction, string> = {
  connect: 'Connect with',
  withdraw: 'Withdraw request to',
  accept: 'Accept',
  reject: 'Decline',
  remove: 'Remove connection with',
}

/** Puts the server's answer into every cached card of that person (lists and the profile). */
function patchCachedCards(queryClient: QueryClient, result: ConnectionResult) {
  const patch = (card: PersonCard): PersonCard =>
    card.id === result.userId
      ? { ...card, connectionStatus: result.connectionStatus, connectionCount: result.connectionCount }
      : card
  queryClient.setQueriesData<unknown>({ queryKey: PEOPLE_ROOT_KEY }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data
    if ('items' in data && Array.isArray((data as Paged<PersonCard>).items)) {
      const page = data as Paged<PersonCard>
      return { ...page, items: page.items.map(patch) }
    }
    if ('connectionStatus' in data && 'id' in data) return patch(data as PersonCard)
    return data
  })
}

/**
 * Connect, withdraw, accept, reject and remove, as an offline write (decision 011): one entity per person,
 * `person-connection:<id>`, whose state is the connection status. The server answers repeats of a settled
 * action without error, so a replayed write is harmless; a write that no longer fits (they withdrew the request
 * meanwhile) is a 409 shown in Sync issues and rolled back.
 */
export const personConnectionWrite = defineOfflineWrite<PersonConnectionInput, ConnectionStatus>({
  kind: 'person-connection',
  entity: ({ personId }) => personId,
  request: ({ personId, action }) => ({
    method: 'POST',
    path: `/api/People/${encodeURIComponent(personId)}/${action}`,
  }),
  label: ({ action, name }) => `${LABEL[action]} ${name?.trim() ? `“${name.trim()}”` : 'this person'}`,
  optimistic: ({ action, from }, server) => stateAfter(action, server ?? from),
  serverData: PEOPLE_ROOT_KEY,
  settle: ({ queryClient }, input, data) => {
    const result = parseWriteData(ConnectionResultSchema, data)
    if (result) patchCachedCards(queryClient, result)
    return input
  },
  texts: {
    done: ({ action }) => DONE[action],
    failed: ({ action }) => FAILED[action],
  },
})
