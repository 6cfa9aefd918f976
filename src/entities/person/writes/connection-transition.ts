import type { ConnectionStatus } from '@/api/people/person-card'

/** The connection actions the card offers (seed 2 §2 "Person card"), as the client names them. */
export type ConnectionAction = 'connect' | 'withdraw' | 'accept' | 'reject' | 'remove'

/**
 * The state an action leads to, from the state shown (the server's rule, server/modules/people/
 * connection-transitions.ts): connecting with someone whose request is pending accepts it.
 */
export function stateAfter(action: ConnectionAction, from: ConnectionStatus | undefined): ConnectionStatus {
  switch (action) {
    case 'connect':
      return from === 'pending_received' || from === 'connected' ? 'connected' : 'pending_sent'
    case 'accept':
      return 'connected'
    case 'withdraw':
    case 'reject':
    case 'remove':
      return 'none'
  }
}
