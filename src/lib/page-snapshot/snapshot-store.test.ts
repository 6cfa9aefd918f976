import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_MAX_ENTRIES,
  clearSnapshots,
  isSnapshotPath,
  readSnapshot,
  saveSnapshot,
  snapshotKey,
} from './snapshot-store'

const snap = (savedAt: number, html = '<p>jobs</p>') => ({ html, css: '', title: 'Jobs', savedAt })

describe('page snapshot store', () => {
  beforeEach(() => clearSnapshots())

  it('keeps listings and details of jobs and companies only', () => {
    expect(isSnapshotPath('/jobs')).toBe(true)
    expect(isSnapshotPath('/companies/')).toBe(true)
    expect(isSnapshotPath('/jobs/0b9c3a8e-4f1e-4a43-9d59-0b1c2d3e4f50')).toBe(true)
    for (const path of ['/jobs/create', '/jobs/manage', '/dashboard', '/settings', '/', '/jobs/1/edit']) {
      expect(isSnapshotPath(path), path).toBe(false)
    }
    expect(snapshotKey({ pathname: '/jobs', search: '?q=nurse' })).toBe('/jobs?q=nurse')
  })

  it('reads back a recent snapshot and forgets one older than the cache’s 14 days', async () => {
    const now = Date.now()
    await saveSnapshot('/jobs', snap(now))
    expect((await readSnapshot('/jobs', now))?.html).toBe('<p>jobs</p>')
    expect(await readSnapshot('/jobs', now + SNAPSHOT_MAX_AGE_MS + 1)).toBeUndefined()
    expect(await readSnapshot('/companies', now)).toBeUndefined()
  })

  it('keeps only the newest few and refuses a page too large to be worth it', async () => {
    for (let i = 0; i < SNAPSHOT_MAX_ENTRIES + 3; i++) await saveSnapshot(`/jobs?page=${i}`, snap(1000 + i))
    expect(await readSnapshot('/jobs?page=0', 2000)).toBeUndefined()
    expect(await readSnapshot(`/jobs?page=${SNAPSHOT_MAX_ENTRIES + 2}`, 2000)).toBeDefined()
    await saveSnapshot('/companies', snap(3000, 'x'.repeat(SNAPSHOT_MAX_CHARS + 1)))
    expect(await readSnapshot('/companies', 3000)).toBeUndefined()
  })

  it('clears everything (sign-out)', async () => {
    await saveSnapshot('/jobs', snap(Date.now()))
    await clearSnapshots()
    expect(await readSnapshot('/jobs')).toBeUndefined()
  })
})
