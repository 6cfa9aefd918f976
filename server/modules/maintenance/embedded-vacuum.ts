import { sql } from 'drizzle-orm'
import type { DatabaseKind } from '@/api/health'
import type { Db } from '../../db/client'
import type { ServiceContext } from '../../core/service-context'

/** How often the embedded database is vacuumed, and how long after start the first run waits. */
export const VACUUM_EVERY_MS = 6 * 60 * 60_000
export const FIRST_VACUUM_AFTER_MS = 10 * 60_000

/**
 * `VACUUM (ANALYZE)` of the whole database: frees dead rows left by updates and deletes and refreshes the
 * planner's statistics and visibility map (the job listing's index-only count reads the heap again as rows
 * change until the map is current).
 */
export async function vacuumDatabase(db: Db): Promise<number> {
  const started = performance.now()
  await db.execute(sql`VACUUM (ANALYZE)`)
  return performance.now() - started
}

export type VacuumSchedule = { stop: () => Promise<void> }

/**
 * PostgreSQL vacuums itself (autovacuum); the embedded PGlite database has no background workers, so the
 * server does it on a timer. PGlite runs one query at a time, so each run briefly queues other requests:
 * it runs rarely, and never twice at once.
 */
export function scheduleEmbeddedVacuum(
  ctx: ServiceContext,
  kind: DatabaseKind,
  timing: { firstAfterMs?: number; everyMs?: number } = {},
): VacuumSchedule {
  if (kind !== 'pglite') return { stop: async () => {} }
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const run = () => {
    running = vacuumDatabase(ctx.db).then(
      (ms) => ctx.log.info({ durationMs: Math.round(ms) }, 'embedded database vacuumed'),
      (error: unknown) => ctx.log.warn({ err: error }, 'embedded database vacuum failed'),
    )
    void running.finally(() => {
      running = undefined
      if (!stopped) schedule(timing.everyMs ?? VACUUM_EVERY_MS)
    })
  }
  const schedule = (delay: number) => {
    timer = setTimeout(run, delay)
    timer.unref()
  }
  schedule(timing.firstAfterMs ?? FIRST_VACUUM_AFTER_MS)
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
