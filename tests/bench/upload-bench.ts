// The upload section of `npm run bench` (issue 14): one server for resume-after-cut, then the 1 GiB upload's memory, on
// the embedded PGlite and on PostgreSQL (a throwaway database, `reelhire_bench_upload`): the embedded database's own
// buffers live in the server process, PostgreSQL's do not.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { BenchRow } from './report'
import { benchTusResume, tusResumeRows } from './tus-resume'
import { benchTusUpload, tusUploadRows, UPLOAD_BENCH_BYTES } from './tus-upload'
import { startUploadSession } from './upload-session'

const BENCH_DATABASE = 'reelhire_bench_upload'

type Options = { root: string; dataDir: string; ports: { server: number; proxy: number } }

export async function benchUploads(options: Options): Promise<BenchRow[]> {
  const session = await startUploadSession({
    root: options.root,
    port: options.ports.server,
    dataDir: options.dataDir,
    maxVideoBytes: UPLOAD_BENCH_BYTES,
  })
  const rows: BenchRow[] = []
  try {
    const memory = await benchTusUpload(session)
    const resume = await benchTusResume(session, options.ports.proxy)
    rows.push(...tusUploadRows(memory, session.seededRssBytes, 'PGlite'), ...tusResumeRows(resume))
  } finally {
    await session.server.stop()
  }
  rows.push(...(await benchUploadsOnPostgres(options)))
  return rows
}

async function withAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function benchUploadsOnPostgres(options: Options): Promise<BenchRow[]> {
  const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const url = new URL(admin)
  url.pathname = `/${BENCH_DATABASE}`
  const drop = `drop database if exists ${BENCH_DATABASE} with (force)`
  try {
    await withAdmin(admin, drop)
    await withAdmin(admin, `create database ${BENCH_DATABASE}`)
  } catch (error) {
    return [
      ['1 GiB tus upload, server RSS (PostgreSQL)', 'skipped', `no PostgreSQL at ${admin}: ${String(error)}`],
    ]
  }
  // Uploads and media still go to a data dir: only the database moves.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-upload-pg-'))
  try {
    const session = await startUploadSession({
      root: options.root,
      port: options.ports.server,
      dataDir,
      maxVideoBytes: UPLOAD_BENCH_BYTES,
      databaseUrl: url.toString(),
    })
    try {
      return tusUploadRows(await benchTusUpload(session), session.seededRssBytes, 'PostgreSQL')
    } finally {
      await session.server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await withAdmin(admin, drop)
  }
}
