import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { loadEnv } from './env'
import { startServer } from './index'

const dataDir = mkdtempSync(join(tmpdir(), 'reelhire-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('startServer', () => {
  it('creates and migrates a fresh data dir, serves on the given port and closes cleanly', async () => {
    const env = loadEnv({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DIST_DIR: join(dataDir, 'dist') })
    const server = await startServer(env, { logger: pino({ level: 'silent' }), handleSignals: false })
    try {
      const res = await fetch(`${server.url}/api/health`)
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        data: { status: 'ok', database: { kind: 'pglite', reachable: true } },
      })
    } finally {
      await server.close()
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
    // A fresh data dir is seeded in full (people, companies, 1,600 jobs): seconds alone, much more on a busy machine.
  }, 120_000)
})
