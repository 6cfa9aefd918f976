// What a durable commit costs on PGlite (decision 017): single-row inserts, each its own transaction, on a fresh
// data dir with the default (fsync of the WAL on every commit) and with PGlite's own setting (fsync off: a commit
// is acknowledged once it is in the kernel's page cache), which is what ran before.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openPgliteDatabase } from '../../server/db/client'
import type { Durability } from '../../server/db/durable-pglite'
import type { BenchRow } from './report'
import { latency, ms, type Latency } from './stats'

/** A save a person makes (a job saved, a profile field) is one such commit; a small site needs tens per second. */
const TARGET_PER_SECOND = 100
const WARM_UP = 20

export type DurabilityRun = { durability: Durability; perSecond: number; latency: Latency }

async function committedWrites(durability: Durability, writes: number): Promise<DurabilityRun> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `reelhire-bench-durability-${durability}-`))
  try {
    const handle = await openPgliteDatabase(path.join(dataDir, 'db'), { durability })
    try {
      if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite')
      const client = handle.driver.client
      await client.exec('create table bench_writes (id serial primary key, payload text not null)')
      const insert = (i: number) =>
        client.query('insert into bench_writes (payload) values ($1)', [`save ${i}`])
      for (let i = 0; i < WARM_UP; i++) await insert(i)
      const times: number[] = []
      const started = performance.now()
      for (let i = 0; i < writes; i++) {
        const t = performance.now()
        await insert(i)
        times.push(performance.now() - t)
      }
      const seconds = (performance.now() - started) / 1000
      return { durability, perSecond: writes / seconds, latency: latency(times) }
    } finally {
      await handle.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchDurability(writes = 1_000): Promise<DurabilityRun[]> {
  return [await committedWrites('fsync', writes), await committedWrites('off', writes)]
}

export function durabilityRows(runs: readonly DurabilityRun[]): BenchRow[] {
  const safe = runs.find((r) => r.durability === 'fsync')
  const old = runs.find((r) => r.durability === 'off')
  const row = (run: DurabilityRun, label: string, note: string): BenchRow => [
    `Committed single-row writes (PGlite, ${label})`,
    `${run.perSecond.toFixed(0)} writes/s`,
    `p50 ${ms(run.latency.p50)}, p99 ${ms(run.latency.p99)}; ${run.latency.count} inserts after ${WARM_UP} warm-up, one transaction each, one at a time, data dir in ${tmpdir()}; ${note}`,
  ]
  const rows: BenchRow[] = []
  if (safe) {
    const verdict = safe.perSecond >= TARGET_PER_SECOND ? 'met' : 'MISSED'
    const cost = old ? `${(old.perSecond / safe.perSecond).toFixed(1)}× slower than fsync off; ` : ''
    rows.push(
      row(
        safe,
        'fsync on, the default',
        `WAL fsync'ed before each commit is acknowledged; ${cost}target ≥ ${TARGET_PER_SECOND}/s: ${verdict}`,
      ),
    )
  }
  if (old)
    rows.push(
      row(
        old,
        'fsync off, before decision 017',
        'lost on power loss until the kernel writes back (no target)',
      ),
    )
  return rows
}
