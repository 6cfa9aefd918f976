import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getTestDatabase, createTestServiceContext } from '../test/test-app'
import { contactMessages } from '../db/schema/contact-messages'
import { seedRuns } from '../db/schema/seed-runs'
import { runSeeders, type Seeder } from './seeder'

/** A sample seeder of the kind later issues add: faker data, fixed ids, insert-or-skip. */
const sampleSeeder = (version = 1): Seeder & { generated: string[] } => {
  const generated: string[] = []
  return {
    name: 'sample-contact-messages',
    version,
    generated,
    async run({ db }, { faker }) {
      const rows = Array.from({ length: 3 }, () => ({
        id: faker.string.uuid(),
        name: faker.person.fullName(),
        email: `seed-${faker.internet.email()}`,
        subject: faker.lorem.sentence(4),
        message: faker.lorem.paragraph(),
        createdAt: faker.date.recent({ days: 30 }),
      }))
      generated.push(...rows.map((row) => `${row.id}|${row.name}|${row.createdAt.toISOString()}`))
      await db.insert(contactMessages).values(rows).onConflictDoNothing()
    },
  }
}

const seededCount = async () => {
  const { db } = await getTestDatabase()
  return (await db.select().from(contactMessages).where(like(contactMessages.email, 'seed-%'))).length
}

describe('runSeeders', () => {
  it('runs a seeder once, records it, and skips it afterwards', async () => {
    const { db } = await getTestDatabase()
    const seeder = sampleSeeder()
    expect(await runSeeders(await createTestServiceContext({ db }), [seeder])).toEqual([
      { name: 'sample-contact-messages', status: 'ran' },
    ])
    expect(await runSeeders(await createTestServiceContext({ db }), [seeder])).toEqual([
      { name: 'sample-contact-messages', status: 'skipped' },
    ])
    expect(await seededCount()).toBe(3)
    expect(await db.select().from(seedRuns)).toEqual([
      expect.objectContaining({ name: 'sample-contact-messages', version: 1 }),
    ])
  })

  it('is deterministic: a forced or newer-version run produces the same rows and duplicates nothing', async () => {
    const { db } = await getTestDatabase()
    const first = sampleSeeder()
    await runSeeders(await createTestServiceContext({ db }), [first], { force: true })
    const second = sampleSeeder(2)
    expect(await runSeeders(await createTestServiceContext({ db }), [second])).toEqual([
      { name: 'sample-contact-messages', status: 'ran' },
    ])
    expect(second.generated).toEqual(first.generated)
    expect(second.generated).toHaveLength(3)
    expect(await seededCount()).toBe(3)
  })

  it('tells a seeder which of its versions ran before (null on a fresh database), to update its old rows', async () => {
    const { db } = await getTestDatabase()
    const seen: (number | null)[] = []
    const versioned = (version: number): Seeder => ({
      name: 'versioned',
      version,
      async run(_ctx, { previousVersion }) {
        seen.push(previousVersion)
      },
    })
    await runSeeders(await createTestServiceContext({ db }), [versioned(1)])
    await runSeeders(await createTestServiceContext({ db }), [versioned(1)])
    await runSeeders(await createTestServiceContext({ db }), [versioned(3)])
    await runSeeders(await createTestServiceContext({ db }), [versioned(3)], { force: true })
    expect(seen).toEqual([null, 1, 3])
  })

  it('rolls back a failing seeder and does not record it', async () => {
    const { db } = await getTestDatabase()
    const failing: Seeder = {
      name: 'failing',
      version: 1,
      async run({ db: tx }) {
        await tx
          .insert(contactMessages)
          .values({ name: 'x', email: 'seed-fail@example.com', subject: 's', message: 'should vanish' })
        throw new Error('boom')
      },
    }
    await expect(runSeeders(await createTestServiceContext({ db }), [failing])).rejects.toThrow('boom')
    expect(await seededCount()).toBe(3)
    expect((await db.select().from(seedRuns)).map((run) => run.name)).not.toContain('failing')
  })
})
