import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  acquireDataDirLock,
  DataDirLockedError,
  lockedMessage,
  lockPathFor,
  readLockHolder,
  type DataDirLock,
  type LockHolder,
} from './data-dir-lock'
import { processStartOf } from './process-identity'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const FIXTURE = fileURLToPath(new URL('./data-dir-lock.fixture.ts', import.meta.url))
const base = mkdtempSync(path.join(tmpdir(), 'reelhire-lock-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

const held: DataDirLock[] = []
const children: ChildProcessWithoutNullStreams[] = []
afterEach(() => {
  for (const lock of held.splice(0)) lock.release()
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

let dirs = 0
const newDir = () => path.join(base, `data-${++dirs}`, 'db')
const acquire = (dir: string) => {
  const lock = acquireDataDirLock(dir)
  held.push(lock)
  return lock
}

/** A pid that names no running process: one that has exited (reused within a test run only by bad luck). */
let exitedPid: number | undefined
const deadPid = () => (exitedPid ??= spawnSync(process.execPath, ['-e', '']).pid)
const staleHolder = (overrides: Partial<LockHolder> = {}): LockHolder => ({
  pid: deadPid(),
  hostname: hostname(),
  processStart: null,
  bootId: null,
  command: 'node server/cli/start.ts',
  startedAt: '2026-01-01T00:00:00.000Z',
  nonce: randomUUID(),
  ...overrides,
})
const writeLock = (dir: string, holder: LockHolder) => {
  mkdirSync(path.dirname(dir), { recursive: true })
  writeFileSync(lockPathFor(dir), JSON.stringify(holder))
}

function refusal(dir: string): DataDirLockedError {
  try {
    acquire(dir)
  } catch (error) {
    if (error instanceof DataDirLockedError) return error
    throw error
  }
  throw new Error(`${dir} was not refused`)
}

function spawnFixture(...args: ['hold', string] | ['race']) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, ...args], { cwd: root })
  children.push(child)
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const nextLine = async () => {
    const line = await lines.next()
    if (line.done) throw new Error(`fixture ${child.pid} ended: ${stderr}`)
    return line.value
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, nextLine, exited }
}

describe('acquireDataDirLock', () => {
  it('creates DATA_DIR/db.lock naming this process and refuses a second taker with the holder and what to do', () => {
    const dir = newDir()
    const lock = acquire(dir)
    expect(lock.path).toBe(lockPathFor(dir))
    expect(path.basename(lock.path)).toBe('db.lock')
    const onDisk = readLockHolder(lock.path)
    expect(onDisk).toEqual(lock.holder)
    expect(onDisk).toMatchObject({ pid: process.pid, hostname: hostname() })
    expect(Date.parse(onDisk?.startedAt ?? '')).toBeLessThanOrEqual(Date.now())
    expect(onDisk?.command).toContain(path.basename(process.argv[0] ?? 'node'))

    const error = refusal(dir)
    expect(error.holder.pid).toBe(process.pid)
    expect(error.liveness).toBe('alive')
    expect(error.message).toContain(
      `pid ${process.pid} (${lock.holder.command}), started ${lock.holder.startedAt}`,
    )
    expect(error.message).toContain(`Stop it (kill ${process.pid}) and run this again.`)
    expect(lockedMessage(error, { cli: true })).toContain(
      `Stop it (kill ${process.pid}) and run this again, or stop the server first.`,
    )
    // The refused attempt leaves the holder's lock alone.
    expect(readLockHolder(lock.path)?.nonce).toBe(lock.holder.nonce)
  })

  it('release removes the lock file once, and the directory can be taken again', () => {
    const dir = newDir()
    const lock = acquire(dir)
    lock.release()
    lock.release()
    expect(existsSync(lock.path)).toBe(false)
    const again = acquire(dir)
    // A late release of the first lock must not remove the second one.
    lock.release()
    expect(readLockHolder(again.path)?.nonce).toBe(again.holder.nonce)
  })

  it('keeps a secret given on the command line out of the lock file', () => {
    const argv = process.argv
    process.argv = [
      argv[0] ?? 'node',
      'server/cli/create-admin.ts',
      '--email',
      'a@b.c',
      '--password',
      'S3cret!pw',
    ]
    try {
      const lock = acquire(newDir())
      expect(lock.holder.command).toContain('--email a@b.c --password …')
      expect(readFileSync(lock.path, 'utf8')).not.toContain('S3cret')
    } finally {
      process.argv = argv
    }
  })

  it('takes over a lock whose holder is gone (kill -9, crash)', () => {
    const dir = newDir()
    writeLock(dir, staleHolder())
    const lock = acquire(dir)
    expect(readLockHolder(lock.path)?.pid).toBe(process.pid)
  })

  it.skipIf(processStartOf(process.pid) === null)(
    'takes over a lock whose pid now belongs to another process (pid reuse)',
    () => {
      const dir = newDir()
      // A live pid (ours), but the process that took the lock started at another time.
      writeLock(dir, staleHolder({ pid: process.pid, processStart: '1' }))
      expect(acquire(dir).holder.pid).toBe(process.pid)
    },
  )

  it.skipIf(!existsSync('/proc/sys/kernel/random/boot_id'))('takes over a lock from before a reboot', () => {
    const dir = newDir()
    // A live pid (our parent's), recorded in another boot of the machine.
    writeLock(dir, staleHolder({ pid: process.ppid, bootId: 'another-boot' }))
    expect(acquire(dir).holder.pid).toBe(process.pid)
  })

  it('refuses a lock held on another host, saying it cannot check it and which file to delete', () => {
    const dir = newDir()
    writeLock(dir, staleHolder({ hostname: 'other-host.example' }))
    const error = refusal(dir)
    expect(error.liveness).toBe('unknown')
    expect(error.message).toContain('on host other-host.example')
    expect(error.message).toContain(`delete ${lockPathFor(dir)}`)
  })

  it('is not blocked by a takeover abandoned half-way (its guard names a dead process)', () => {
    const dir = newDir()
    const stale = staleHolder()
    writeLock(dir, stale)
    writeFileSync(`${lockPathFor(dir)}.takeover-${stale.nonce}`, JSON.stringify(staleHolder()))
    expect(acquire(dir).holder.pid).toBe(process.pid)
  })

  it('refuses while another process holds it, and takes it once that process is killed with kill -9', async () => {
    const dir = newDir()
    const holder = spawnFixture('hold', dir)
    expect(await holder.nextLine()).toBe('locked')
    const error = refusal(dir)
    expect(error.holder.pid).toBe(holder.child.pid)
    expect(error.message).toContain(`kill ${holder.child.pid}`)

    holder.child.kill('SIGKILL')
    await holder.exited
    // The killed process could not remove its lock file.
    expect(readLockHolder(lockPathFor(dir))?.pid).toBe(holder.child.pid)
    expect(acquire(dir).holder.pid).toBe(process.pid)
  }, 10_000)

  type RaceResult = { pid: number; won: boolean; holderPid?: number }

  /** `contenders` processes try to take each of `dirs` at once (one round per dir); the results per round. */
  async function race(dirs: string[], contenders: number): Promise<RaceResult[][]> {
    const racers = Array.from({ length: contenders }, () => spawnFixture('race'))
    for (const racer of racers) expect(await racer.nextLine()).toBe('ready')
    const rounds: RaceResult[][] = []
    for (const dir of dirs) {
      for (const racer of racers) racer.child.stdin.write(`go ${dir}\n`)
      rounds.push(
        await Promise.all(
          racers.map(async (racer) => ({
            pid: racer.child.pid ?? 0,
            ...(JSON.parse(await racer.nextLine()) as { won: boolean; holderPid?: number }),
          })),
        ),
      )
      for (const racer of racers) racer.child.stdin.write('release\n')
      for (const racer of racers) expect(await racer.nextLine()).toBe('released')
    }
    for (const racer of racers) racer.child.stdin.end()
    await Promise.all(racers.map((racer) => racer.exited))
    return rounds
  }

  function expectOneWinner(round: RaceResult[]) {
    const winners = round.filter((r) => r.won)
    expect(winners, JSON.stringify(round)).toHaveLength(1)
    for (const loser of round.filter((r) => !r.won)) expect(loser.holderPid).toBe(winners[0]?.pid)
  }

  // A lock without a guarded takeover (unlink the stale file, create a new one) lets two win in about one round
  // in five with six contenders; 25 rounds catch it nearly always.
  const ROUNDS = 25

  it('lets exactly one of several processes starting at once take a free directory', async () => {
    const dirs = Array.from({ length: ROUNDS }, newDir)
    for (const round of await race(dirs, 5)) expectOneWinner(round)
  }, 20_000)

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    const dirs = Array.from({ length: ROUNDS }, newDir)
    for (const dir of dirs) writeLock(dir, staleHolder())
    for (const round of await race(dirs, 5)) expectOneWinner(round)
    // Every winner released its lock.
    for (const dir of dirs) expect(existsSync(lockPathFor(dir))).toBe(false)
  }, 20_000)
})
