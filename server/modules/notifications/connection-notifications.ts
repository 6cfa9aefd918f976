import type { Db } from '../../db/client'
import { notify } from './notify'

/**
 * What a connection change tells the other person: a new request is `connection_requested`; an accepted one
 * (by accept, or by connecting back across their pending request) is `connection_accepted` to the person who
 * asked. Withdraw, reject and remove tell nobody.
 */
export async function notifyConnection(
  tx: Db,
  actorId: string,
  otherId: string,
  action: 'connect' | 'withdraw' | 'accept' | 'reject' | 'remove',
  crossing: boolean,
  now: Date,
): Promise<void> {
  if (action === 'accept' || (action === 'connect' && crossing)) {
    await notify(tx, { recipientId: otherId, kind: 'connection_accepted', actorId, subjectId: actorId }, now)
  } else if (action === 'connect') {
    await notify(tx, { recipientId: otherId, kind: 'connection_requested', actorId, subjectId: actorId }, now)
  }
}
