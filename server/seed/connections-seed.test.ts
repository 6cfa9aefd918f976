import { describe, expect, it } from 'vitest'
import type { PersonCard, PersonListResponse } from '@/api/people/person-card'
import { connections } from '../db/schema/connections'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { call } from '../modules/companies/test-support'
import { SAMPLE_PASSWORD } from './identity-accounts'
import { ACCENTED_PEOPLE } from './connections'
import { SEEDERS } from './registry'
import { runSeeders } from './seeder'

describe('connections seeder', () => {
  it('gives the sample job seeker every card state, finds accented names, and duplicates nothing', async () => {
    const { app, db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDERS)
    const rows = await db.select().from(connections)
    expect(rows.length).toBeGreaterThan(300)

    const { token } = await signIn(app, 'jobseeker@reelhire.dev', SAMPLE_PASSWORD)
    const states: Record<string, string> = {}
    for (const sample of ACCENTED_PEOPLE) {
      // Searched without accents: each accented person is found by the plain spelling.
      const plain = sample.lastName
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace('Ø', 'O')
        .replace('Ł', 'L')
      const found = await call<PersonListResponse>(app, 'GET', `/api/People?search=${plain}`, token)
      const card = found.body.data.items.find((item) => item.lastName === sample.lastName) as PersonCard
      expect([plain, card?.fullName]).toEqual([plain, `${sample.firstName} ${sample.lastName}`])
      states[sample.lastName] = card.connectionStatus
    }
    const values = Object.values(states)
    expect(values.filter((state) => state === 'pending_received')).toHaveLength(2)
    expect(values.filter((state) => state === 'pending_sent')).toHaveLength(1)
    expect(values.filter((state) => state === 'connected')).toHaveLength(2)

    await runSeeders(await createTestServiceContext({ db }), SEEDERS, { force: true })
    expect(await db.select().from(connections)).toHaveLength(rows.length)
  }, 240_000)
})
