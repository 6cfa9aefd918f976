import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import type { Mailer } from '../mail/mailer'
import { createTestServiceContext, getTestDatabase } from '../test/test-app'
import { loadEnv } from '../env'
import { createServiceContext, serviceContext } from './service-context'

const silent = createLogger({ level: 'silent' })
const mailer: Mailer = { send: () => undefined, deliver: async () => undefined, idle: async () => undefined }

describe('the service context', () => {
  it('keeps only the settings services read, not the rest of the environment', async () => {
    const { db } = await getTestDatabase()
    const env = loadEnv({
      DATA_DIR: '/tmp/reelhire-settings',
      JWT_SECRET: 'a-secret-that-is-at-least-32-characters',
      PUBLIC_URL: 'https://jobs.example.com',
      DATABASE_URL: 'postgres://user:password@db.example.com/reelhire',
      SMTP_URL: 'smtp://user:password@mail.example.com:587',
    })
    const ctx = createServiceContext({ db, env, logger: silent, mailer })
    expect(ctx.settings).toEqual({
      PUBLIC_URL: 'https://jobs.example.com',
      JWT_SECRET: 'a-secret-that-is-at-least-32-characters',
      DATA_DIR: '/tmp/reelhire-settings',
    })
  })

  it('reads the real clock and makes a mailer when none is given', async () => {
    const ctx = await createTestServiceContext()
    const before = Date.now()
    const now = ctx.now().getTime()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
    expect(typeof ctx.mailer.send).toBe('function')
    await ctx.mailer.idle()
  })

  it('in a request, uses the app’s database, clock and mailer and the request’s logger', async () => {
    const { db } = await getTestDatabase()
    const env = loadEnv({ DATA_DIR: '/tmp/reelhire-settings', JWT_SECRET: 'x'.repeat(32) })
    const requestLog = silent.child({ requestId: 'r-1' })
    const clock = () => new Date('2025-01-02T03:04:05Z')
    const ctx = serviceContext({ var: { deps: { db, env, mailer, now: clock }, log: requestLog } })
    expect(ctx.db).toBe(db)
    expect(ctx.mailer).toBe(mailer)
    expect(ctx.log).toBe(requestLog)
    expect(ctx.now().toISOString()).toBe('2025-01-02T03:04:05.000Z')
  })
})
