// `npm run db:seed [-- --force]`: migrate, then run the registered seeders. Seeders that already ran at
// their current version are skipped; --force runs them all again (they upsert, so nothing is duplicated).
import { openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'
import { SEEDERS } from '../db/seed/registry'
import { runSeeders } from '../db/seed/seeder'
import { loadEnv } from '../env'
import { createLogger } from '../logger'

const env = loadEnv()
const logger = createLogger({ level: env.LOG_LEVEL })
const database = await openDatabase(env, logger)
try {
  await runMigrations(database)
  const outcomes = await runSeeders(database.db, SEEDERS, { logger, force: process.argv.includes('--force') })
  logger.info({ outcomes }, outcomes.length === 0 ? 'no seeders registered' : 'seeding done')
} finally {
  await database.close()
}
