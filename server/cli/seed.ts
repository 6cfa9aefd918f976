// `npm run db:seed [-- --force]`: migrate, then run the registered seeders. Seeders that already ran at
// their current version are skipped; --force runs them all again (they upsert, so nothing is duplicated).
// `-- --jobs N` then tops the benchmark jobs up to N (e.g. 100000; server/seed/jobs.ts).
import { createServiceContext } from '../core/service-context'
import { runMigrations } from '../db/migrate'
import { seedBenchmarkJobs } from '../seed/jobs'
import { SEEDERS } from '../seed/registry'
import { runSeeders } from '../seed/seeder'
import { loadEnv } from '../env'
import { createLogger } from '../logger'
import { openDatabaseForCli } from './data-dir-guard'

const env = loadEnv()
const logger = createLogger({ level: env.LOG_LEVEL })
const database = await openDatabaseForCli(env, logger)
try {
  await runMigrations(database)
  const services = createServiceContext({ db: database.db, env, logger })
  const outcomes = await runSeeders(services, SEEDERS, { force: process.argv.includes('--force') })
  logger.info({ outcomes }, outcomes.length === 0 ? 'no seeders registered' : 'seeding done')
  const jobsArg = process.argv.indexOf('--jobs')
  if (jobsArg !== -1) {
    const total = Number(process.argv[jobsArg + 1])
    if (!Number.isInteger(total) || total < 0)
      throw new Error('--jobs needs a whole number, e.g. --jobs 100000')
    await seedBenchmarkJobs(services, total)
  }
} finally {
  await database.close()
}
