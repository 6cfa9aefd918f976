// `npm run bench`: prints the performance table. Figures only — the sole verdict is whether the
// initial-JS budget is met. Needs a build (dist/); every server runs on a throwaway data dir.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { INITIAL_JS_BUDGET_KB } from './budget'
import { initialChunks } from './initial-js'
import { chunksLoadedFor } from './loaded-js'
import { measureLoad, type LoadResult } from './load'
import { startServer } from './server-process'
import { benchLogins } from './login'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const distDir = path.join(root, 'dist')
const PORT = 4176
const LOAD_SECONDS = 5

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const rows: Array<[metric: string, value: string, note: string]> = []

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first')
  process.exit(1)
}

const chunks = initialChunks(distDir)
const sum = (list: ReadonlyArray<{ gzipBytes: number; bytes: number }>, key: 'gzipBytes' | 'bytes') =>
  list.reduce((total, c) => total + c[key], 0)
const verdict = (gzipBytes: number) =>
  `target ≤ ${INITIAL_JS_BUDGET_KB} KB: ${gzipBytes / 1024 <= INITIAL_JS_BUDGET_KB ? 'met' : 'MISSED'}`
rows.push([
  'Initial JS of / (static graph)',
  kb(sum(chunks, 'gzipBytes')),
  `gzip -9; entry + modulepreload + static imports: ${chunks.length} chunks, ${kb(sum(chunks, 'bytes'))} raw; ${verdict(sum(chunks, 'gzipBytes'))}`,
])
let loadedChunks: Awaited<ReturnType<typeof chunksLoadedFor>> = null

const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-'))
try {
  const fresh = await startServer(root, PORT, dataDir)
  rows.push([
    'Cold start, fresh data dir',
    `${fresh.startMs.toFixed(0)} ms`,
    'spawn → first 200 from /api/health (migrate + seed)',
  ])
  await fresh.stop()

  const server = await startServer(root, PORT, dataDir)
  rows.push([
    'Cold start, existing data dir',
    `${server.startMs.toFixed(0)} ms`,
    'spawn → first 200 from /api/health',
  ])
  try {
    loadedChunks = await chunksLoadedFor(server.url, '/', distDir)
    if (loadedChunks) {
      rows.splice(1, 0, [
        'JS loaded to render / (Chromium)',
        kb(sum(loadedChunks, 'gzipBytes')),
        `gzip -9; every script fetched until network idle, lazy route chunks included: ${loadedChunks.length} files; ${verdict(sum(loadedChunks, 'gzipBytes'))}`,
      ])
    }
    const results: LoadResult[] = []
    for (const urlPath of ['/', '/api/health'])
      results.push(await measureLoad(server.url, urlPath, LOAD_SECONDS))
    for (const r of results) {
      const issues = r.non2xx || r.errors ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : ''
      rows.push([
        `GET ${r.path}`,
        `${r.requestsPerSecond.toFixed(0)} req/s`,
        `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (50 connections, ${LOAD_SECONDS} s, loopback${issues})`,
      ])
    }
  } finally {
    await server.stop()
  }
  for (const r of await benchLogins(
    mkdtempSync(path.join(tmpdir(), 'reelhire-bench-login-')),
    LOAD_SECONDS,
  )) {
    rows.push([
      `POST /api/Auth/login (${r.label})`,
      `${r.perSecond.toFixed(1)} logins/s`,
      `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms; ${r.shed} shed with 429, ${r.other} other failures (20 connections, argon2id m=19 MiB t=2; target ≥ 20/s at p99 ≤ 500 ms)`,
    ])
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const header: [string, string, string] = ['Metric', 'Value', 'Notes']
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)))
const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
console.log(line(header))
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const row of rows) console.log(line(row))
const listed = loadedChunks ?? chunks
console.log(`\nScripts for / (${loadedChunks ? 'loaded in Chromium' : 'static graph'}), largest first:`)
for (const c of listed.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 12)) {
  console.log(`  ${c.file.padEnd(52)} ${kb(c.gzipBytes).padStart(9)} gzip`)
}
