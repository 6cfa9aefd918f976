import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { enqueue } from '../../core/queue/queue'
import { startQueueWorker } from '../../core/queue/queue-worker'
import { createServiceContext } from '../../core/service-context'
import { openPostgresDatabase, type DatabaseHandle } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail-outbox'
import { outreachEnrolments, outreachSends } from '../../db/schema/outreach'
import { queueJobs } from '../../db/schema/queue-jobs'
import { loadEnv } from '../../env'
import { createLogger } from '../../logger'
import { getTestDatabase } from '../../test/test-app'
import { OUTREACH_QUEUE, stepJobKey } from './outreach-queue'
import { outreachHandler } from './outreach-worker'
import {
  createSequence,
  enrolments,
  enrolPeople,
  MONDAY_10_NY,
  outreachWorld,
  seeker,
} from './outreach-test-support'

/**
 * Two server processes on one PostgreSQL: two queue workers, each with its own connection pool, share the due
 * steps. Every step is also queued a second time under another key, as a reschedule racing a retry could; each
 * step must still reach the mail layer exactly once. PGlite is one process by design: PostgreSQL only.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('outreach with two worker processes', () => {
  const opened: DatabaseHandle[] = []
  afterAll(async () => {
    for (const handle of opened) await handle.close()
  })

  it('sends each step once', async () => {
    const first = await getTestDatabase()
    if (first.driver.kind !== 'postgres') throw new Error('needs PostgreSQL')
    const url = new URL(process.env.TEST_DATABASE_URL ?? '')
    const current = await first.driver.pool.query<{ name: string }>('select current_database() as name')
    url.pathname = `/${current.rows[0]!.name}`
    const second = openPostgresDatabase(url.toString())
    opened.push(second)

    const w = await outreachWorld()
    const sequence = await createSequence(w)
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => seeker(w, `Twin${i}`)))
    await enrolPeople(w, sequence.id, people)
    const enrolled = await enrolments(w, sequence.id)
    for (const enrolment of enrolled)
      await enqueue(
        w.t.db,
        OUTREACH_QUEUE,
        { enrolmentId: enrolment.id, step: 0 },
        {
          runAt: MONDAY_10_NY,
          singletonKey: stepJobKey(enrolment.id, 0, new Date(0)),
        },
      )

    const env = loadEnv({ JWT_SECRET: 'test-secret-that-is-at-least-32-characters', NODE_ENV: 'test' })
    const logger = createLogger({ level: 'silent' })
    const workers = [first.db, second.db].map((db) =>
      startQueueWorker(
        createServiceContext({ db, env, logger, now: () => MONDAY_10_NY }),
        { [OUTREACH_QUEUE]: outreachHandler },
        { pollMs: 50 },
      ),
    )
    const ids = enrolled.map((e) => e.id)
    const pending = async () =>
      (
        await w.t.db
          .select({ id: queueJobs.id })
          .from(queueJobs)
          .where(and(eq(queueJobs.queue, OUTREACH_QUEUE), inArray(queueJobs.status, ['queued', 'running'])))
      ).filter(Boolean).length
    // Step two is queued for two days later and stays waiting: the rest must drain.
    for (let i = 0; i < 200 && (await pending()) > ids.length; i++)
      await new Promise((r) => setTimeout(r, 100))
    for (const worker of workers) await worker.stop()

    const sends = await w.t.db.select().from(outreachSends).where(inArray(outreachSends.enrolmentId, ids))
    expect(sends.filter((s) => s.step === 0 && s.status === 'sent')).toHaveLength(8)
    const mails = await w.t.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          people.map((p) => p.email.toLowerCase()),
        ),
      )
    expect(mails).toHaveLength(8)
    expect(new Set(mails.map((m) => m.to)).size).toBe(8)
    const rows = await w.t.db.select().from(outreachEnrolments).where(inArray(outreachEnrolments.id, ids))
    expect(rows.every((row) => row.nextStep === 1)).toBe(true)
  })
})
