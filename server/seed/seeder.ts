import { Faker, base, en } from '@faker-js/faker'
import { eq } from 'drizzle-orm'
import type { ServiceContext } from '../core/service-context'
import { seedRuns } from '../db/schema/seed-runs'

/** Fixed seed and reference date: the same build always seeds the same rows. */
export const SEED = 20_240_101
export const SEED_REF_DATE = new Date('2025-06-01T09:00:00Z')

/** What one seeder's run is given besides the service context. */
export type SeedRun = {
  /** Seeded per seeder (SEED + name), so adding or reordering seeders never changes another one's data. */
  faker: Faker
  /**
   * The version of this seeder that ran in this database before (null: never). A seeder whose generated rows
   * changed between versions uses it to update the rows an older version wrote instead of adding new ones.
   */
  previousVersion: number | null
}

export type Seeder = {
  /** Stable name, recorded in seed_runs. */
  name: string
  /**
   * Bump it when the seeder changes: it runs again once, with the older version in `previousVersion`.
   * Seeders must upsert, skip or update in place the rows they wrote before: never add a second copy.
   */
  version: number
  /**
   * `ctx.db` is a transaction (the seeder's rows and its seed_runs record commit together or not at all) and
   * `ctx.log` names the seeder.
   */
  run(ctx: ServiceContext, seed: SeedRun): Promise<void>
}

export type SeedOutcome = { name: string; status: 'ran' | 'skipped' }

/** Runs the seeders in order; one that already ran at its current version is skipped unless `force`. */
export async function runSeeders(
  ctx: ServiceContext,
  seeders: readonly Seeder[],
  { force = false }: { force?: boolean } = {},
): Promise<SeedOutcome[]> {
  const { db, log } = ctx
  const outcomes: SeedOutcome[] = []
  for (const seeder of seeders) {
    const [previous] = await db.select().from(seedRuns).where(eq(seedRuns.name, seeder.name))
    if (!force && previous && previous.version >= seeder.version) {
      outcomes.push({ name: seeder.name, status: 'skipped' })
      continue
    }
    const faker = new Faker({ locale: [en, base], seed: SEED + hash(seeder.name) })
    faker.setDefaultRefDate(SEED_REF_DATE)
    // Inside the callback only `tx` is used: touching the outer db there deadlocks PGlite.
    await db.transaction(async (tx) => {
      await seeder.run(
        { ...ctx, db: tx, log: log.child({ seeder: seeder.name }) },
        { faker, previousVersion: previous?.version ?? null },
      )
      await tx
        .insert(seedRuns)
        .values({ name: seeder.name, version: seeder.version })
        .onConflictDoUpdate({ target: seedRuns.name, set: { version: seeder.version, ranAt: new Date() } })
    })
    log.info({ seeder: seeder.name, version: seeder.version }, 'seeded')
    outcomes.push({ name: seeder.name, status: 'ran' })
  }
  return outcomes
}

/** FNV-1a: a stable small number per seeder name. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0
  return value % 1_000_000
}
