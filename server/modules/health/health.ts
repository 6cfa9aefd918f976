import type { DatabaseKind, Health } from '@/api/health'
import { pingDatabase } from '../../db/client'
import type { ServiceContext } from '../../core/service-context'

/** What the health answer reports besides the database: the process's database kind, start time and version. */
export type HealthFacts = { dbKind: DatabaseKind; startedAt: Date; version: string }

/** 'degraded' when the database does not answer `select 1` within the timeout. */
export async function checkHealth(
  ctx: ServiceContext,
  facts: HealthFacts,
  timeoutMs = 2_000,
): Promise<Health> {
  let latencyMs: number | null = null
  try {
    latencyMs = Math.round((await pingDatabase(ctx.db, timeoutMs)) * 100) / 100
  } catch {
    latencyMs = null
  }
  const reachable = latencyMs !== null
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { kind: facts.dbKind, reachable, latencyMs },
    uptimeSeconds: Math.round((ctx.now().getTime() - facts.startedAt.getTime()) / 1000),
    version: facts.version,
  }
}
