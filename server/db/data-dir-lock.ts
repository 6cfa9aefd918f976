// One process per embedded database. PGlite keeps its pages in the process's memory and writes them back on its
// own schedule, so two processes on one data dir overwrite each other's files and acknowledged writes vanish.
// The lock is a file next to the data dir (DATA_DIR/db.lock for DATA_DIR/db) naming its holder; it is created
// atomically (a complete file is hard-linked into place, so nobody ever reads half of one), removed on close and
// at exit, and a lock whose holder is certainly gone (kill -9, a crash, a reboot) is taken over.
import { randomUUID } from 'node:crypto'
import {
  linkSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { livenessOf, ownIdentity, type Liveness } from './process-identity'

const HolderSchema = v.object({
  pid: v.pipe(v.number(), v.integer(), v.minValue(1)),
  hostname: v.string(),
  processStart: v.nullable(v.string()),
  bootId: v.nullable(v.string()),
  command: v.string(),
  startedAt: v.string(),
  nonce: v.pipe(v.string(), v.uuid()),
})
export type LockHolder = v.InferOutput<typeof HolderSchema>

export type DataDirLock = {
  /** The lock file. */
  path: string
  holder: LockHolder
  /** Removes the lock file if it is still ours; idempotent, synchronous (it also runs at process exit). */
  release(): void
}

/** Thrown when another process (or this one, a second time) has the data dir open. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly holder: LockHolder,
    readonly liveness: Exclude<Liveness, 'dead'>,
  ) {
    super(lockedMessage({ dataDir, lockPath, holder, liveness }))
    this.name = 'DataDirLockedError'
  }
}

/** What a user reads: who holds the data dir and what to do. The CLIs add "or stop the server first". */
export function lockedMessage(
  error: Pick<DataDirLockedError, 'dataDir' | 'lockPath' | 'holder' | 'liveness'>,
  options: { cli?: boolean } = {},
): string {
  const { holder } = error
  const who = `pid ${holder.pid} (${holder.command}), started ${holder.startedAt}`
  const orServer = options.cli ? ', or stop the server first' : ''
  if (error.liveness === 'unknown') {
    return (
      `The embedded database in ${error.dataDir} is locked by ${who} on host ${holder.hostname}, which this ` +
      `machine cannot check. Stop it (kill ${holder.pid} on ${holder.hostname}) and run this again${orServer}; ` +
      `if that process is certainly gone, delete ${error.lockPath} first.`
    )
  }
  return (
    `The embedded database in ${error.dataDir} is already open in another process: ${who}. ` +
    `Only one process at a time may open it. Stop it (kill ${holder.pid}) and run this again${orServer}.`
  )
}

/** `<dataDir>.lock`, next to the data dir, with symbolic links in the parent resolved: one file per directory. */
export function lockPathFor(dataDir: string): string {
  const absolute = path.resolve(dataDir)
  const parent = path.dirname(absolute)
  mkdirSync(parent, { recursive: true })
  return path.join(realpathSync(parent), `${path.basename(absolute)}.lock`)
}

/** Takes the data dir for this process or throws DataDirLockedError at once; never waits for a live holder. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = lockPathFor(dataDir)
  const holder = newHolder()
  const outcome = acquireFile(lockPath, holder, 0)
  if (outcome !== 'acquired') throw new DataDirLockedError(path.resolve(dataDir), lockPath, ...outcome)

  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    releaseFile(lockPath, holder.nonce)
  }
  // A CLI that ends with process.exit() or an uncaught error still leaves the directory free.
  process.on('exit', release)
  return { path: lockPath, holder, release }
}

/** Who holds the lock file now, if it can be read. */
export function readLockHolder(lockPath: string): LockHolder | undefined {
  return inspect(lockPath)?.holder
}

// Retries cover the lock file changing under us (released, taken over) between two steps; each is a few µs.
const MAX_ATTEMPTS = 200
const RETRY_MS = 10
/** A file that does not parse is being written (only without hard links) or is garbage if older than this. */
const PARTIAL_WRITE_MS = 5_000

type Refusal = [holder: LockHolder, liveness: Exclude<Liveness, 'dead'>]

function acquireFile(lockPath: string, holder: LockHolder, depth: number): 'acquired' | Refusal {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (tryCreate(lockPath, holder)) return 'acquired'
    const seen = inspect(lockPath)
    if (!seen) continue // released between our two steps
    if (seen.holder) {
      const liveness = livenessOf(seen.holder)
      if (liveness !== 'dead') return [seen.holder, liveness]
    } else if (seen.ageMs < PARTIAL_WRITE_MS) {
      sleep(RETRY_MS)
      continue
    }
    if (takeOver(lockPath, seen.key, depth) === 'busy') sleep(RETRY_MS)
  }
  throw new Error(`could not take ${lockPath}: it kept changing for ${MAX_ATTEMPTS} attempts`)
}

/**
 * Removes the stale lock file `key`, race-free: only the process that creates `<lock>.takeover-<key>` may remove
 * it, and only after reading the lock again under that guard (someone else may have replaced it meanwhile). A guard
 * whose creator died is itself stale and taken over the same way. Two starters on one stale lock: one removes it,
 * both then race to create the new one with an atomic link, and exactly one wins.
 */
function takeOver(lockPath: string, key: string, depth: number): 'done' | 'busy' {
  if (depth > 4) throw new Error(`could not take ${lockPath}: too many abandoned takeovers`)
  const guardPath = `${lockPath}.takeover-${key}`
  const guard = newHolder()
  if (acquireFile(guardPath, guard, depth + 1) !== 'acquired') return 'busy'
  try {
    if (inspect(lockPath)?.key === key) unlinkSync(lockPath)
  } finally {
    releaseFile(guardPath, guard.nonce)
  }
  return 'done'
}

function tryCreate(lockPath: string, holder: LockHolder): boolean {
  const content = `${JSON.stringify(holder, null, 2)}\n`
  const temporary = `${lockPath}.${holder.pid}-${holder.nonce}.tmp`
  writeFileSync(temporary, content, { flag: 'wx' })
  try {
    linkSync(temporary, lockPath)
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return false
    // File systems without hard links: an exclusive create, whose content appears a moment later.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') {
      return createExclusive(lockPath, content)
    }
    throw error
  } finally {
    rmSync(temporary, { force: true })
  }
}

function createExclusive(lockPath: string, content: string): boolean {
  try {
    writeFileSync(lockPath, content, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function releaseFile(lockPath: string, nonce: string): void {
  try {
    if (inspect(lockPath)?.holder?.nonce === nonce) unlinkSync(lockPath)
  } catch {
    // Already gone, or the directory was removed (a test's temp dir): nothing left to release.
  }
}

type Seen = { key: string; holder: LockHolder | undefined; ageMs: number }

function inspect(lockPath: string): Seen | undefined {
  try {
    const stat = statSync(lockPath)
    const parsed = v.safeParse(HolderSchema, parseJson(readFileSync(lockPath, 'utf8')))
    const holder = parsed.success ? parsed.output : undefined
    return {
      key: holder?.nonce ?? `file-${stat.ino}-${Math.trunc(stat.mtimeMs)}`,
      holder,
      ageMs: Date.now() - stat.mtimeMs,
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function newHolder(): LockHolder {
  return {
    ...ownIdentity(),
    command: commandLine(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    nonce: randomUUID(),
  }
}

/** The command line for the message, without secrets (create-admin takes --password on the command line). */
function commandLine(): string {
  const args = process.argv.slice(1)
  const shown = [path.basename(process.argv[0] ?? 'node')]
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    const secret = /^--?[\w-]*(pass|secret|token)[\w-]*/i.exec(arg)
    if (secret && arg.includes('=')) shown.push(`${secret[0]}=…`)
    else if (secret) shown.push(arg, args[++i] === undefined ? '' : '…')
    else shown.push(arg)
  }
  const line = shown.join(' ').trim()
  return line.length > 300 ? `${line.slice(0, 299)}…` : line
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
