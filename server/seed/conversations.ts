import { and, eq, like } from 'drizzle-orm'
import type { Db } from '../db/client'
import { conversationMembers, conversations, messages } from '../db/schema/messaging'
import { users } from '../db/schema/users'
import { findUserByEmail } from '../modules/auth/user-records'
import { orderedPair } from '../modules/messaging/conversation-records'
import { ACCENTED_PEOPLE_EMAIL_DOMAIN } from './connections'
import type { Seeder } from './seeder'

const MINUTE = 60_000

/** Who writes what, oldest first: 'me' is the sample account, 'them' the other person. */
type Line = readonly ['me' | 'them', string]

/**
 * The sample conversations: the sample job seeker with two of their connections (the recruiter François
 * Lefèvre, whose last message is still unread, and Łukasz Wójcik), and the sample recruiter with the job
 * seeker José Álvarez — a recruiter may write to a job seeker they are not connected with.
 */
const SAMPLE_CONVERSATIONS: readonly {
  account: string
  other: number
  unread: number
  lines: readonly Line[]
}[] = [
  {
    account: 'jobseeker@reelhire.dev',
    other: 2,
    unread: 1,
    lines: [
      ['them', 'Bonjour! I saw your video resume — the part about the payments migration was great.'],
      ['me', 'Thank you, François! That project taught me a lot.'],
      ['them', 'We have a senior backend role in Lyon, hybrid. Would you be open to a short call this week?'],
      ['me', 'Yes, happy to. Thursday afternoon works for me.'],
      ['them', 'Parfait. I’ll send an invite for Thursday at 15:00 CET.'],
    ],
  },
  {
    account: 'jobseeker@reelhire.dev',
    other: 3,
    unread: 0,
    lines: [
      ['them', 'Cześć! Are you going to the TypeScript meetup next month?'],
      ['me', 'I’m planning to — are you speaking?'],
      ['them', 'Yes, a short talk about offline-first apps. Come say hi afterwards!'],
    ],
  },
  {
    account: 'recruiter@reelhire.dev',
    other: 0,
    unread: 0,
    lines: [
      ['me', 'Hola José, your profile fits a data engineering role we are hiring for. Interested?'],
      ['them', '¡Hola! Yes, I’d like to hear more. Is it remote?'],
      ['me', 'Remote within the EU, with a team week in Madrid each quarter.'],
    ],
  },
]

async function accentedPerson(db: Db, index: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, `accent.${index}${ACCENTED_PEOPLE_EMAIL_DOMAIN}`), like(users.email, '%@%')))
  return row?.id
}

/**
 * A few conversations for the sample accounts (issue 15), written with the same rules the send call keeps:
 * seq 1, 2, 3… per conversation, the sender's read marker on their own message, the account's marker leaving
 * `unread` messages unread. A pair that already has a conversation is left alone.
 */
export const conversationsSeeder: Seeder = {
  name: 'sample-conversations',
  version: 1,
  async run({ db, now }, { faker }) {
    const end = now().getTime()
    for (const sample of SAMPLE_CONVERSATIONS) {
      const account = await findUserByEmail(db, sample.account)
      const otherId = await accentedPerson(db, sample.other)
      if (!account || !otherId) continue
      const [userA, userB] = orderedPair(account.id, otherId)
      const start = end - sample.lines.length * 47 * MINUTE - sample.other * 26 * 60 * MINUTE
      const at = (i: number) => new Date(start + i * 47 * MINUTE)
      const last = sample.lines.length
      await db.transaction(async (tx) => {
        const [conversation] = await tx
          .insert(conversations)
          .values({
            id: faker.string.uuid(),
            userA,
            userB,
            startedBy: sample.lines[0]![0] === 'me' ? account.id : otherId,
            lastSeq: last,
            lastMessageAt: at(last - 1),
            createdAt: at(0),
          })
          .onConflictDoNothing()
          .returning()
        if (!conversation) return
        await tx.insert(messages).values(
          sample.lines.map(([who, body], i) => ({
            id: faker.string.uuid(),
            conversationId: conversation.id,
            seq: i + 1,
            senderId: who === 'me' ? account.id : otherId,
            body,
            createdAt: at(i),
          })),
        )
        const lastOwn = (who: 'me' | 'them') =>
          sample.lines.reduce((seq, [sender], i) => (sender === who ? i + 1 : seq), 0)
        await tx.insert(conversationMembers).values([
          {
            conversationId: conversation.id,
            userId: account.id,
            lastReadSeq: Math.max(last - sample.unread, lastOwn('me')),
          },
          { conversationId: conversation.id, userId: otherId, lastReadSeq: last },
        ])
      })
    }
  },
}
