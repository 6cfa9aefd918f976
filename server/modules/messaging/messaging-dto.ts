import { HIDDEN_MESSAGE_TEXT } from '@/api/administration/admin-reports'
import type { ConversationPerson, Message } from '@/api/messaging/message'
import type { MessageRow } from '../../db/schema/messaging'
import type { UserRow } from '../../db/schema/users'
import { fullName, roleOf } from '../auth/user-records'

/** A stored message as the API and the stream answer it. */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    // Hidden by a moderator (issue 18): both participants see the placeholder, never the text or files.
    body: row.hiddenAt ? HIDDEN_MESSAGE_TEXT : row.body,
    attachments: row.hiddenAt ? [] : row.attachments,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The other participant: public card fields only. */
export function toConversationPerson(
  row: Pick<UserRow, 'id' | 'slug' | 'firstName' | 'lastName' | 'avatar' | 'headline' | 'roleCode'>,
): ConversationPerson {
  return {
    id: row.id,
    slug: row.slug,
    fullName: fullName(row),
    avatar: row.avatar,
    headline: row.headline,
    role: roleOf(row),
  }
}
