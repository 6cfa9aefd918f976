// `npm run db:migrate`: apply pending migrations to the configured database (DATABASE_URL or DATA_DIR/db).
import { runMigrations } from '../db/migrate'
import { loadEnv } from '../env'
import { createLogger } from '../logger'
import { openDatabaseForCli } from './data-dir-guard'

const env = loadEnv()
const logger = createLogger({ level: env.LOG_LEVEL })
const database = await openDatabaseForCli(env, logger)
try {
  await runMigrations(database)
  logger.info({ database: database.kind }, 'migrations applied')
} finally {
  await database.close()
}
