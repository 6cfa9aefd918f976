import { eq } from 'drizzle-orm'
import { tasks } from '../db/schema/tasks'
import { findUserByEmail } from '../modules/auth/user-records'
import type { Seeder } from './seeder'
import { SAMPLE_TASKS } from './task-texts'

const DAY_MS = 86_400_000

/** The calendar day `offset` days from `anchor` (UTC), as YYYY-MM-DD. */
export const dayFrom = (anchor: Date, offset: number): string =>
  new Date(anchor.getTime() + offset * DAY_MS).toISOString().slice(0, 10)

/**
 * A handful of tasks for the sample job seeker and recruiter, around the day the seed runs (so /tasks shows a
 * today line among them, whenever the database was made). An account that already has tasks is left alone.
 */
export const tasksSeeder: Seeder = {
  name: 'sample-tasks',
  version: 1,
  async run({ db, log, now }) {
    const today = now()
    let added = 0
    for (const [email, samples] of Object.entries(SAMPLE_TASKS)) {
      const user = await findUserByEmail(db, email)
      if (!user || (await db.$count(tasks, eq(tasks.userId, user.id))) > 0) continue
      await db.insert(tasks).values(
        samples.map((sample, index) => ({
          userId: user.id,
          text: sample.text,
          description: sample.description,
          startDate: dayFrom(today, sample.from),
          endDate: dayFrom(today, sample.from + sample.days - 1),
          progress: sample.progress,
          type: sample.type,
          priority: sample.priority,
          // In the order written, so equal start days list as above.
          createdAt: new Date(today.getTime() + index),
          updatedAt: today,
        })),
      )
      added += samples.length
    }
    log.info({ tasks: added }, 'sample tasks added')
  },
}
