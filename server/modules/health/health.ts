import type { DatabaseKind, Health } from '@/api/health'
import { pingDatabase, type Db } from '../../db/client'

export type HealthDeps = { db: Db; dbKind: DatabaseKind; startedAt: Date; now: () => Date; version: string }

/** 'degraded' when the database does not answer `select 1` within the timeout. */
export async function checkHealth(deps: HealthDeps, timeoutMs = 2_000): Promise<Health> {
  let latencyMs: number | null = null
  try {
    latencyMs = Math.round((await pingDatabase(deps.db, timeoutMs)) * 100) / 100
  } catch {
    latencyMs = null
  }
  const reachable = latencyMs !== null
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { kind: deps.dbKind, reachable, latencyMs },
    uptimeSeconds: Math.round((deps.now().getTime() - deps.startedAt.getTime()) / 1000),
    version: deps.version,
  }
}
