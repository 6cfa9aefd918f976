import { affiliatesSeeder } from './affiliates'
import { applicationsSeeder } from './applications'
import { companiesSeeder } from './companies'
import { connectionsSeeder } from './connections'
import { conversationsSeeder } from './conversations'
import { identityAccountsSeeder } from './identity-accounts'
import { jobsSeeder } from './jobs'
import { resumesSeeder } from './resumes'
import { resumeVideosSeeder } from './resume-videos'
import { samplePeopleSeeder } from './sample-people'
import type { Seeder } from './seeder'
import { tasksSeeder } from './tasks'
import { talentPoolsSeeder } from './talent-pools'

/**
 * The seeders `npm start` and `npm run db:seed` run, in this order (later ones may rely on earlier ones).
 * Add one file per seeder next to this one (e.g. `users.ts` exporting `usersSeeder`) and list it here.
 */
export const SEEDERS: readonly Seeder[] = [
  identityAccountsSeeder,
  samplePeopleSeeder,
  companiesSeeder,
  jobsSeeder,
  applicationsSeeder,
  resumesSeeder,
  resumeVideosSeeder,
  tasksSeeder,
  connectionsSeeder,
  conversationsSeeder,
  talentPoolsSeeder,
  affiliatesSeeder,
]
