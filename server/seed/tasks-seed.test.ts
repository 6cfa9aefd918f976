import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { TaskListSchema } from '@/api/tasks/task'
import { TaskSaveInputSchema } from '@/api/tasks/task-input'
import { call } from '../modules/companies/test-support'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { identityAccountsSeeder, SAMPLE_PASSWORD } from './identity-accounts'
import { runSeeders } from './seeder'
import { dayFrom, tasksSeeder } from './tasks'
import { SAMPLE_TASKS } from './task-texts'

describe('sample tasks seeder', () => {
  it('every sample task passes the API’s own rules', () => {
    const today = new Date()
    for (const sample of Object.values(SAMPLE_TASKS).flat()) {
      const input = {
        text: sample.text,
        description: sample.description,
        start: dayFrom(today, sample.from),
        end: dayFrom(today, sample.from + sample.days - 1),
        progress: sample.progress,
        type: sample.type,
        priority: sample.priority,
      }
      expect(v.safeParse(TaskSaveInputSchema, input).success, sample.text).toBe(true)
    }
  })

  it('gives the job seeker and the recruiter tasks around the seeding day, once', async () => {
    const now = new Date('2026-11-27T10:00:00Z')
    const { app, db } = await createTestApp()
    const ctx = await createTestServiceContext({ db, now: () => now })
    await runSeeders(ctx, [identityAccountsSeeder, tasksSeeder])
    await runSeeders(ctx, [tasksSeeder], { force: true })
    for (const email of ['jobseeker@reelhire.dev', 'recruiter@reelhire.dev']) {
      const token = (await signIn(app, email, SAMPLE_PASSWORD)).token
      const list = v.parse(TaskListSchema, (await call(app, 'GET', '/api/Task', token)).body.data)
      expect(list.total, email).toBe(SAMPLE_TASKS[email]?.length)
      // Some done, some under way, some not started; today falls inside the span of the tasks.
      expect(list.items.some((t) => t.progress > 0)).toBe(true)
      expect(list.items.some((t) => t.progress === 0)).toBe(true)
      expect(list.items[0]!.start < '2026-11-27').toBe(true)
      expect(list.items.at(-1)!.end > '2026-11-27').toBe(true)
    }
  })
})
