// Logins per second through the real app (argon2id with the production parameters) over loopback, twice: with the
// rate limits raised, to measure throughput, and with the default limits, to show excess shed with 429.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createApp } from '../../server/app'
import { createServiceContext } from '../../server/core/service-context'
import { openPgliteDatabase } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { SEEDERS } from '../../server/seed/registry'
import { runSeeders } from '../../server/seed/seeder'
import { loadEnv } from '../../server/env'
import { createLogger } from '../../server/logger'
import type { AuthLimits } from '../../server/core/module-settings'
import { authLimits } from '../../server/modules/auth/limits'

export type LoginBenchResult = {
  label: string
  perSecond: number
  p50Ms: number
  p99Ms: number
  shed: number
  other: number
}

const UNLIMITED = { limit: 1_000_000, windowMs: 60_000 }

async function run(
  dataDir: string,
  limits: AuthLimits,
  label: string,
  seconds: number,
): Promise<LoginBenchResult> {
  const handle = await openPgliteDatabase(dataDir)
  const logger = createLogger({ level: 'silent' })
  await runMigrations(handle)
  const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' })
  await runSeeders(createServiceContext({ db: handle.db, env, logger }), SEEDERS)
  const app = createApp({ db: handle.db, dbKind: handle.kind, env, logger, authLimits: limits })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/Auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jobseeker@reelhire.dev', password: 'ReelHire!2026' }),
      connections: 20,
      duration: seconds,
    })
    const shed = result.statusCodeStats?.['429']?.count ?? 0
    const ok = result['2xx']
    return {
      label,
      perSecond: ok / seconds,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      shed,
      other: result.non2xx - shed + result.errors,
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
    await handle.close()
  }
}

export async function benchLogins(dataDir: string, seconds = 5): Promise<LoginBenchResult[]> {
  const raised = authLimits({ login: { address: UNLIMITED, account: UNLIMITED } })
  return [
    await run(dataDir, raised, 'limits raised', seconds),
    await run(dataDir, authLimits(), 'default limits', seconds),
  ]
}
