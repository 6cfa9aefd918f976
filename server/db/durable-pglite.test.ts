// Decision 017: on disk, a committed write is fsync'ed before it is acknowledged (PGlite's default is fsync off).
import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openPgliteDatabase, type DatabaseHandle } from './client'

const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'reelhire-durable-'))
const dbDir = path.join(dataDir, 'db')
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
afterEach(() => vi.restoreAllMocks())

function pglite(handle: DatabaseHandle) {
  if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite')
  return handle.driver.client
}

async function show(handle: DatabaseHandle, setting: string): Promise<string | undefined> {
  const { rows } = await pglite(handle).query<Record<string, string>>(`show ${setting}`)
  return rows[0]?.[setting]
}

/** What fsync(2) was called on while `work` ran: open descriptors resolved to paths where /proc allows. */
async function fsyncedDuring(work: () => Promise<unknown>): Promise<string[]> {
  const fsync = vi.spyOn(fs, 'fsyncSync')
  await work()
  const fds = fsync.mock.calls.map(([fd]) => fd)
  fsync.mockRestore()
  return fds.map((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`)
    } catch {
      return `fd ${fd}`
    }
  })
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('embedded database durability', () => {
  // Creating the cluster (initdb) is the slow part: a hook, not the test.
  let durable: DatabaseHandle | undefined
  beforeAll(async () => {
    durable = await openPgliteDatabase(dbDir)
  })
  afterAll(() => durable?.close())

  it('runs postgres with fsync on, and a commit is synced to the disk before it is acknowledged', async () => {
    const handle = durable as DatabaseHandle
    expect(await show(handle, 'fsync')).toBe('on')
    expect(await show(handle, 'synchronous_commit')).toBe('on')
    expect(await show(handle, 'full_page_writes')).toBe('on')
    // fdatasync, the Linux default, does nothing in PGlite's WASM libc; fsync reaches the disk.
    expect(await show(handle, 'wal_sync_method')).toBe('fsync')
    // The buffer pool lives in the server's own memory (decision 031).
    expect(await show(handle, 'shared_buffers')).toBe('16MB')

    await pglite(handle).exec('create table saves (id serial primary key, note text)')
    const synced = await fsyncedDuring(() => pglite(handle).query(`insert into saves (note) values ('kept')`))
    expect(synced.length).toBeGreaterThan(0)
    if (fs.existsSync('/proc/self/fd')) expect(synced.some((file) => file.includes('/pg_wal/'))).toBe(true)
    await handle.close()
  })

  it("durability 'off' is PGlite's own setting, kept for the bench: nothing is synced", async () => {
    const handle = await openPgliteDatabase(dbDir, { durability: 'off' })
    try {
      expect(await show(handle, 'fsync')).toBe('off')
      expect(await show(handle, 'shared_buffers')).toBe('16MB')
      const synced = await fsyncedDuring(() =>
        pglite(handle).query(`insert into saves (note) values ('maybe')`),
      )
      expect(synced).toEqual([])
    } finally {
      await handle.close()
    }
  })
})
