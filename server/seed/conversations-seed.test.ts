import { describe, expect, it } from 'vitest'
import type { ConversationList, MessagePage } from '@/api/messaging/message'
import { messages } from '../db/schema/messaging'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { call } from '../modules/companies/test-support'
import { SAMPLE_PASSWORD } from './identity-accounts'
import { SEEDERS } from './registry'
import { runSeeders } from './seeder'

describe('sample conversations seeder', () => {
  it('gives the sample accounts conversations in order, one unread, and duplicates nothing', async () => {
    const { app, db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDERS)
    const { token } = await signIn(app, 'jobseeker@reelhire.dev', SAMPLE_PASSWORD)
    const list = await call<ConversationList>(app, 'GET', '/api/Messages/conversations', token)
    expect(list.body.data.items.map((item) => item.otherPerson.fullName).sort()).toEqual([
      'François Lefèvre',
      'Łukasz Wójcik',
    ])
    expect(list.body.data.unreadTotal).toBe(1)
    const francois = list.body.data.items.find((item) => item.otherPerson.fullName === 'François Lefèvre')!
    const thread = await call<MessagePage>(
      app,
      'GET',
      `/api/Messages/conversations/${francois.id}/messages`,
      token,
    )
    expect(thread.body.data.items.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5])

    const recruiter = await signIn(app, 'recruiter@reelhire.dev', SAMPLE_PASSWORD)
    const theirs = await call<ConversationList>(app, 'GET', '/api/Messages/conversations', recruiter.token)
    expect(theirs.body.data.items.map((item) => item.otherPerson.fullName)).toEqual(['José Álvarez'])

    const count = (await db.select().from(messages)).length
    await runSeeders(await createTestServiceContext({ db }), SEEDERS, { force: true })
    expect(await db.select().from(messages)).toHaveLength(count)
  }, 300_000)
})
