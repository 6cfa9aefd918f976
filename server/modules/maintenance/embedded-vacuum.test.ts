import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { createLogger } from '../../logger'
import { createTestServiceContext, getTestDatabase } from '../../test/test-app'
import { scheduleEmbeddedVacuum, vacuumDatabase } from './embedded-vacuum'

const silent = createLogger({
  level: 'silent',
  destination: new Writable({ write: (_c, _e, done) => done() }),
})

/** The same database, counting the statements sent through `execute`. */
function counting(db: Db) {
  const counter = { runs: 0 }
  const wrapped = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown
      return (query: Parameters<Db['execute']>[0]) => {
        counter.runs++
        return target.execute(query)
      }
    },
  })
  return { db: wrapped, counter }
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('embedded database vacuum', () => {
  it('analyzes as it vacuums: the planner then knows the live row count', async () => {
    const { db } = await getTestDatabase()
    await db.execute(sql`CREATE TABLE vacuum_probe (id int)`)
    await db.execute(sql`INSERT INTO vacuum_probe SELECT generate_series(1, 500)`)
    await db.execute(sql`DELETE FROM vacuum_probe WHERE id <= 400`)
    await vacuumDatabase(db)
    // Both drivers (PGlite, node-postgres) answer execute() with a result carrying `rows`.
    const result = (await db.execute(
      sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'vacuum_probe'`,
    )) as unknown as { rows: { n: number }[] }
    expect(Number(result.rows[0]?.n)).toBe(100)
  })

  it('runs on PGlite on its schedule, stops when asked, and never runs on PostgreSQL', async () => {
    const handle = await getTestDatabase()
    const { db, counter } = counting(handle.db)
    const ctx = await createTestServiceContext({ db, logger: silent })
    const schedule = scheduleEmbeddedVacuum(ctx, handle.kind, { firstAfterMs: 1, everyMs: 5 })
    if (handle.kind === 'pglite') await until(() => counter.runs >= 2)
    else await new Promise((resolve) => setTimeout(resolve, 100))
    await schedule.stop()
    const stoppedAt = counter.runs
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(counter.runs).toBe(stoppedAt)
    if (handle.kind === 'pglite') expect(counter.runs).toBeGreaterThanOrEqual(2)
    else expect(counter.runs).toBe(0)
  })
})
