// How the command-line tools meet a data dir another process has open: one clear message naming the holder and
// what to do, exit code 1, no stack trace.
import { openDatabase, pgliteDataDir, type DatabaseHandle } from '../db/client'
import { acquireDataDirLock, DataDirLockedError, lockedMessage, type DataDirLock } from '../db/data-dir-lock'
import type { Env } from '../env'
import type { Logger } from '../logger'

type Audience = {
  /** Prefix of the message, e.g. "ReelHire could not start:". */
  prefix?: string
  /** A tool run next to the server (seed, migrate, create-admin) also suggests stopping the server. */
  cli?: boolean
}

/** Ends the process when `error` is a held data dir; returns otherwise, for the caller to rethrow. */
export function exitIfDataDirLocked(error: unknown, audience: Audience = { cli: true }): void {
  if (!(error instanceof DataDirLockedError)) return
  const message = lockedMessage(error, { cli: audience.cli ?? false })
  console.error(audience.prefix ? `${audience.prefix} ${message}` : message)
  process.exit(1)
}

/** openDatabase for seed, migrate and create-admin. */
export async function openDatabaseForCli(env: Env, logger: Logger): Promise<DatabaseHandle> {
  try {
    return await openDatabase(env, logger)
  } catch (error) {
    exitIfDataDirLocked(error)
    throw error
  }
}

/**
 * Takes the embedded database's lock now, for a command that does long work before opening it (npm start builds
 * the client first): a second start is refused in milliseconds, not after the build. Undefined on PostgreSQL.
 */
export function takeDataDirOrExit(env: Env, audience: Audience): DataDirLock | undefined {
  if (env.DATABASE_URL) return undefined
  try {
    return acquireDataDirLock(pgliteDataDir(env))
  } catch (error) {
    exitIfDataDirLocked(error, audience)
    throw error
  }
}
