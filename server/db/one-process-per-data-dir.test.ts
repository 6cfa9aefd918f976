// Issue 11: a second process on one embedded database lost acknowledged writes. Now it is refused at once, with
// the holder named, and the database is left untouched; a holder killed with kill -9 blocks nobody.
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// Only the public entry points (client.ts and the CLIs), so that this file runs, and fails, on the code before.
import { openPgliteDatabase, type DatabaseHandle } from './client'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-one-process-'))
const dbDir = path.join(dataDir, 'db')
const lockFile = `${dbDir}.lock`
let handle: DatabaseHandle | undefined

const RUN_TIMEOUT_MS = 15_000

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs a server script as its own process on this test's DATA_DIR. */
function run(script: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // A process that was not refused (the old behaviour) would serve or work on: stop it rather than leave it behind.
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS)
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    }),
  )
}

/** Every file under dir with its size and modification time: any write by another process changes it. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => {
      const stat = statSync(path.join(dir, file))
      return `${file} ${stat.size} ${stat.mtimeMs}`
    })
    .sort()
}

function expectRefusedCleanly(result: Run, options: { cli: boolean }) {
  expect(result.code, result.stderr + result.stdout).toBe(1)
  expect(result.stderr).toContain(`pid ${process.pid} (`)
  expect(result.stderr).toContain(`Stop it (kill ${process.pid}) and run this again`)
  if (options.cli) expect(result.stderr).toContain('or stop the server first')
  // One message, not a stack trace.
  expect(result.stderr).not.toMatch(/^\s+at /m)
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('one process per embedded data dir', () => {
  beforeAll(async () => {
    handle = await openPgliteDatabase(dbDir)
    await handle.db.execute(sql`create table marker (id int primary key)`)
    await handle.db.execute(sql`insert into marker values (1)`)
  })
  afterAll(async () => {
    await handle?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('npm run db:migrate refuses while another process has the database open, and touches nothing', async () => {
    const before = snapshot(dbDir)
    const result = await run('server/cli/migrate.ts')
    expectRefusedCleanly(result, { cli: true })
    expect(result.stdout).not.toContain('migrations applied')
    expect(snapshot(dbDir)).toEqual(before)
  }, 20_000)

  it('npm run user:create-admin refuses instead of printing "Created admin" for an account that never exists', async () => {
    const before = snapshot(dbDir)
    const args = [
      '--email',
      'ops@example.com',
      '--password',
      'Str0ng!passphrase',
      '--first',
      'Ada',
      '--last',
      'L',
    ]
    const result = await run('server/cli/create-admin.ts', args)
    expectRefusedCleanly(result, { cli: true })
    expect(result.stdout).not.toContain('Created')
    expect(result.stderr).not.toContain('Str0ng!passphrase')
    expect(snapshot(dbDir)).toEqual(before)
  }, 20_000)

  it('a second npm start refuses before building the client', async () => {
    // A build newer than every source: were the lock not taken first, start would go on to open the database.
    const distDir = path.join(dataDir, 'dist')
    mkdirSync(distDir, { recursive: true })
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>')
    const future = new Date(Date.now() + 24 * 60 * 60_000)
    utimesSync(path.join(distDir, 'index.html'), future, future)
    const before = snapshot(dbDir)
    const result = await run('server/cli/start.ts', [], { DIST_DIR: distDir, PORT: '0', HOST: '127.0.0.1' })
    expectRefusedCleanly(result, { cli: false })
    expect(result.stderr).toContain('ReelHire could not start: The embedded database in')
    expect(result.stdout).not.toContain('Building the client')
    expect(snapshot(dbDir)).toEqual(before)
  }, 20_000)

  it('a second open in the same process is refused too', async () => {
    await expect(openPgliteDatabase(dbDir)).rejects.toThrow(
      `is already open in another process: pid ${process.pid} (`,
    )
  })

  it('close releases the directory; a holder killed with kill -9 does not block the next open', async () => {
    await handle?.close()
    handle = undefined
    expect(existsSync(lockFile)).toBe(false)

    const fixture = fileURLToPath(new URL('./data-dir-lock.fixture.ts', import.meta.url))
    const holder = spawn(process.execPath, ['--import', 'tsx', fixture, 'hold', dbDir], { cwd: root })
    const { value: line } = await createInterface({ input: holder.stdout })[Symbol.asyncIterator]().next()
    expect(line).toBe('locked')
    const exited = new Promise((resolve) => holder.once('exit', resolve))
    holder.kill('SIGKILL')
    await exited
    expect(existsSync(lockFile)).toBe(true)

    handle = await openPgliteDatabase(dbDir)
    const marker = (await handle.db.execute(sql`select id from marker`)) as unknown as { rows: unknown[] }
    expect(marker.rows).toEqual([{ id: 1 }])
  }, 20_000)
})
