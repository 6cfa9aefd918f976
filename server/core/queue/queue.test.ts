import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { queueJobs } from '../../db/schema/queue-jobs'
import { createTestServiceContext } from '../../test/test-app'
import type { ServiceContext } from '../service-context'
import { claimNext, completeJob, enqueue, failAbandoned, failJob, pruneFinished, retryDelayMs } from './queue'
import { startQueueWorker } from './queue-worker'

let ctx: ServiceContext
let queueNumber = 0
/** Each test its own queue name: they share the file's database. */
const freshQueue = () => `test-queue-${++queueNumber}`
const MINUTE = 60_000
/** A moment after the jobs a test enqueued (their run_at is the app's clock at enqueue). */
const soon = () => new Date(Date.now() + 1_000)

beforeAll(async () => {
  ctx = await createTestServiceContext()
})

const rowOf = async (id: string) => (await ctx.db.select().from(queueJobs).where(eq(queueJobs.id, id)))[0]

describe('the job queue', () => {
  it('hands a job to one claimer only, and again to nobody once it is done', async () => {
    const queue = freshQueue()
    const now = soon()
    const id = await enqueue(ctx.db, queue, { n: 1 })
    const [first, second] = await Promise.all([
      claimNext(ctx.db, queue, now, MINUTE),
      claimNext(ctx.db, queue, now, MINUTE),
    ])
    const claimed = [first, second].filter((job) => job !== null)
    expect(claimed).toHaveLength(1)
    expect(claimed[0]).toMatchObject({ id, status: 'running', attempts: 1, payload: { n: 1 } })
    expect(await completeJob(ctx.db, claimed[0]!, now)).toBe(true)
    expect(await claimNext(ctx.db, queue, new Date(now.getTime() + 10 * MINUTE), MINUTE)).toBeNull()
    expect((await rowOf(id!))?.status).toBe('done')
  })

  it('adds a job with a singleton key once while it waits or runs, and again after it finished', async () => {
    const queue = freshQueue()
    const first = await enqueue(ctx.db, queue, {}, { singletonKey: 'media-1' })
    expect(first).not.toBeNull()
    expect(await enqueue(ctx.db, queue, {}, { singletonKey: 'media-1' })).toBeNull()
    expect(await enqueue(ctx.db, queue, {}, { singletonKey: 'media-2' })).not.toBeNull()
    const job = await claimNext(ctx.db, queue, soon(), MINUTE)
    expect(await enqueue(ctx.db, queue, {}, { singletonKey: 'media-1' })).toBeNull()
    await completeJob(ctx.db, job!, new Date())
    expect(await enqueue(ctx.db, queue, {}, { singletonKey: 'media-1' })).not.toBeNull()
  })

  it('does not hand out a job before its time', async () => {
    const queue = freshQueue()
    const now = soon()
    await enqueue(ctx.db, queue, {}, { runAt: new Date(now.getTime() + MINUTE) })
    expect(await claimNext(ctx.db, queue, now, MINUTE)).toBeNull()
    expect(await claimNext(ctx.db, queue, new Date(now.getTime() + MINUTE), MINUTE)).not.toBeNull()
  })

  it('retries a failed job later, then fails it for good after its last try', async () => {
    const queue = freshQueue()
    let now = soon()
    const id = await enqueue(ctx.db, queue, {}, { maxAttempts: 2 })
    const firstTry = await claimNext(ctx.db, queue, now, MINUTE)
    expect(await failJob(ctx.db, firstTry!, 'ffmpeg exited with 1', now)).toBe('queued')
    expect(await claimNext(ctx.db, queue, now, MINUTE)).toBeNull()
    now = new Date(now.getTime() + retryDelayMs(1))
    const secondTry = await claimNext(ctx.db, queue, now, MINUTE)
    expect(secondTry?.attempts).toBe(2)
    expect(await failJob(ctx.db, secondTry!, 'ffmpeg exited with 1 again', now)).toBe('failed')
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', lastError: 'ffmpeg exited with 1 again' })
    expect(await claimNext(ctx.db, queue, new Date(now.getTime() + 24 * 60 * MINUTE), MINUTE)).toBeNull()
  })

  it('gives a job whose worker died to another claimer once the lease expired, and the late worker cannot finish it', async () => {
    const queue = freshQueue()
    const now = soon()
    await enqueue(ctx.db, queue, {})
    const dead = await claimNext(ctx.db, queue, now, MINUTE)
    expect(await claimNext(ctx.db, queue, new Date(now.getTime() + MINUTE / 2), MINUTE)).toBeNull()
    const later = new Date(now.getTime() + 2 * MINUTE)
    const retaken = await claimNext(ctx.db, queue, later, MINUTE)
    expect(retaken).toMatchObject({ id: dead!.id, attempts: 2 })
    expect(await completeJob(ctx.db, dead!, later)).toBe(false)
    expect(await completeJob(ctx.db, retaken!, later)).toBe(true)
  })

  it('fails a job whose last try died with its worker', async () => {
    const queue = freshQueue()
    const now = soon()
    const id = await enqueue(ctx.db, queue, {}, { maxAttempts: 1 })
    await claimNext(ctx.db, queue, now, MINUTE)
    expect(await failAbandoned(ctx.db, queue, new Date(now.getTime() + MINUTE / 2))).toEqual([])
    const abandoned = await failAbandoned(ctx.db, queue, new Date(now.getTime() + 2 * MINUTE))
    expect(abandoned.map((job) => job.id)).toEqual([id])
    expect((await rowOf(id!))?.status).toBe('failed')
  })

  it('prunes done jobs after a week and failed ones after a month', async () => {
    const queue = freshQueue()
    const now = soon()
    const done = await enqueue(ctx.db, queue, {})
    await completeJob(ctx.db, (await claimNext(ctx.db, queue, now, MINUTE))!, now)
    const failed = await enqueue(ctx.db, queue, {}, { maxAttempts: 1 })
    await failJob(ctx.db, (await claimNext(ctx.db, queue, now, MINUTE))!, 'no', now)
    await pruneFinished(ctx.db, new Date(now.getTime() + 8 * 24 * 60 * MINUTE))
    expect(await rowOf(done!)).toBeUndefined()
    expect(await rowOf(failed!)).toBeDefined()
    await pruneFinished(ctx.db, new Date(now.getTime() + 31 * 24 * 60 * MINUTE))
    expect(await rowOf(failed!)).toBeUndefined()
  })
})

describe('the queue worker', () => {
  it('runs each job once, tells the handler about a final failure, and stops', async () => {
    const queue = freshQueue()
    const seen: unknown[] = []
    const failures: string[] = []
    await enqueue(ctx.db, queue, { n: 1 })
    await enqueue(ctx.db, queue, { n: 2, fail: true }, { maxAttempts: 1 })
    const worker = startQueueWorker(
      ctx,
      {
        [queue]: {
          run: async (job) => {
            seen.push(job.payload.n)
            if (job.payload.fail) throw new Error('broken input')
          },
          onFailed: async (job, error) => {
            failures.push(`${String(job.payload.n)}: ${error}`)
          },
        },
      },
      { pollMs: 60_000 },
    )
    await worker.idle()
    await enqueue(ctx.db, queue, { n: 3 })
    worker.wake()
    await worker.idle()
    await worker.stop()
    expect(seen.sort()).toEqual([1, 2, 3])
    expect(failures).toEqual(['2: broken input'])
  })
})
