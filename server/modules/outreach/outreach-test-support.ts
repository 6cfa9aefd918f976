import { eq } from 'drizzle-orm'
import type { Enrolment, EnrolResult, Sequence } from '@/api/outreach/outreach'
import type { SequenceInput } from '@/api/outreach/outreach-inputs'
import { Role } from '@/api/roles'
import { claimNext, completeJob } from '../../core/queue/queue'
import type { ServiceContext } from '../../core/service-context'
import { mailOutbox } from '../../db/schema/mail-outbox'
import { createTestApp, createTestServiceContext } from '../../test/test-app'
import { call, person, type Person } from '../people/people-test-support'
import { OUTREACH_QUEUE } from './outreach-queue'
import { outreachHandler } from './outreach-worker'
import type { Mailer } from '../../mail/mailer'

/** Test helpers of the outreach API tests (not used by the app). */

/** Monday 7 December 2026, 15:00 UTC = 10:00 in New York (EST): inside a 9–17 weekday window there. */
export const MONDAY_10_NY = new Date('2026-12-07T15:00:00Z')
/** Sunday 6 December 2026, 22:00 in New York: outside the window. */
export const SUNDAY_22_NY = new Date('2026-12-07T03:00:00Z')

export const hours = (date: Date, n: number) => new Date(date.getTime() + n * 3_600_000)

/**
 * A world on a settable clock: the app's (enrolling, replying) and the worker's (sending) are separate, so a
 * test moves the worker through days while the sessions stay valid.
 */
export async function outreachWorld(start = MONDAY_10_NY, mailer?: Mailer) {
  const clock = { app: start, worker: start }
  const t = await createTestApp({ deps: { now: () => clock.app } })
  const worker: ServiceContext = await createTestServiceContext({
    now: () => clock.worker,
    ...(mailer ? { mailer } : {}),
  })
  const recruiter = await person(t, {
    firstName: 'Rita',
    lastName: `Recruiter${Date.now()}`,
    role: Role.Recruiter,
  })
  return { t, clock, worker, recruiter }
}

export type World = Awaited<ReturnType<typeof outreachWorld>>

export const seeker = (w: World, firstName = 'Sam') => person(w.t, { firstName })

export const twoSteps = (overrides: Partial<SequenceInput> = {}) => ({
  name: 'Backend engineers',
  timeZone: 'America/New_York',
  windowStartHour: 9,
  windowEndHour: 17,
  weekdaysOnly: true,
  dailyCap: 50,
  steps: [
    {
      delayHours: 0,
      subject: 'Hello {{ firstName }}',
      body: 'Hi {{ firstName }},\n\nI am {{ senderName }}.',
    },
    { delayHours: 48, subject: 'Following up, {{ firstName }}', body: 'Any thoughts, {{ firstName }}?' },
  ],
  ...overrides,
})

export async function createSequence(w: World, input = twoSteps(), actor: Person = w.recruiter) {
  const res = await call<Sequence>(w.t.app, 'POST', '/api/Outreach/sequences', actor.token, input)
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data
}

export async function enrolPeople(w: World, sequenceId: string, people: readonly Person[]) {
  const res = await call<EnrolResult>(
    w.t.app,
    'POST',
    `/api/Outreach/sequences/${sequenceId}/enrol`,
    w.recruiter.token,
    {
      source: 'people',
      userIds: people.map((p) => p.id),
    },
  )
  if (res.status !== 200) throw new Error(`enrol failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data
}

export async function enrolments(w: World, sequenceId: string): Promise<Enrolment[]> {
  const res = await call<{ items: Enrolment[] }>(
    w.t.app,
    'GET',
    `/api/Outreach/sequences/${sequenceId}/enrolments`,
    w.recruiter.token,
  )
  return res.body.data.items
}

/** Runs every outreach job due on the worker's clock, as one worker process would. */
export async function drain(ctx: ServiceContext): Promise<number> {
  let ran = 0
  for (;;) {
    const job = await claimNext(ctx.db, OUTREACH_QUEUE, ctx.now(), 60_000)
    if (!job) return ran
    await outreachHandler.run(job, ctx)
    await completeJob(ctx.db, job, ctx.now())
    ran++
  }
}

/** The outreach mails in the dev outbox to this person. */
export const outboxTo = async (w: World, p: Person) =>
  (await w.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, p.email.toLowerCase()))).filter(
    (m) => m.kind === 'outreach',
  )
