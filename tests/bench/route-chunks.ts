// What each lazily loaded chunk of the build costs once the entry has loaded (issue 13 "Budgets": JavaScript per
// route chunk). Read from the build output itself (dist/ has no Vite manifest): the entry's static import graph, as
// in initial-js.ts, and for every chunk some other chunk loads with import(), its own static graph minus the
// entry's. A route is the lazy chunks named after one file of src/app/routes (TanStack Router splits a route into
// a chunk per part, e.g. component and notFoundComponent); the others are lazy features (menus, drawers, the
// offline runtime). A heavy library pulled into a chunk several routes share shows as each of those routes over
// budget, with the largest chunk named; pulled into the entry, it shows in the js section's initial JS.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { LAZY_CHUNK_BUDGET_KB, LAZY_CHUNK_BUDGET_OVERRIDES_KB, verdict } from './budget'
import { initialChunks } from './initial-js'
import { kb } from './chunk-size'
import type { BenchRow } from './report'

export type LazyCost = {
  /** The route file's stem with `$` as `_` ('jobs._id.index'), or the lazy chunk's name ('cart-drawer'). */
  name: string
  isRoute: boolean
  /** gzip -9 bytes of the chunks loading it adds after the entry: its own and their static imports. */
  gzipBytes: number
  bytes: number
  /** Those chunks, largest first. */
  chunks: { file: string; gzipBytes: number }[]
  /** gzip -9 bytes of the chunks among them no other route loads (what only this route needs). */
  ownGzipBytes: number
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"` — not `import("./x.js")`.
const STATIC_IMPORT_RE = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g
// Vite writes dynamic imports with template literals: import(`./x.js`).
const DYNAMIC_IMPORT_RE = /\bimport\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g
/** `jobs._id.index-C0ZQ0ywm.js` → `jobs._id.index` (Vite's default `[name]-[hash].js`, an 8-character hash). */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '')

export function lazyChunkCosts(root: string, distDir: string): LazyCost[] {
  const assetsDir = path.join(distDir, 'assets')
  const files = new Set(readdirSync(assetsDir).filter((f) => f.endsWith('.js')))
  const gzip = new Map<string, number>()
  const raw = new Map<string, number>()
  const staticImports = new Map<string, string[]>()
  const lazyTargets = new Set<string>()
  for (const file of files) {
    const content = readFileSync(path.join(assetsDir, file))
    raw.set(file, content.length)
    gzip.set(file, gzipSync(content, { level: 9 }).length)
    const code = content.toString('utf8')
    staticImports.set(
      file,
      [...code.matchAll(STATIC_IMPORT_RE)].map((m) => path.basename(m[1] ?? '')).filter((f) => files.has(f)),
    )
    for (const m of code.matchAll(DYNAMIC_IMPORT_RE)) lazyTargets.add(path.basename(m[1] ?? ''))
  }
  const closure = (start: string, into = new Set<string>()) => {
    const queue = [start]
    while (queue.length > 0) {
      const file = queue.pop() as string
      if (into.has(file)) continue
      into.add(file)
      queue.push(...(staticImports.get(file) ?? []))
    }
    return into
  }
  const entry = new Set(initialChunks(distDir).map((c) => path.basename(c.file)))

  // Rolldown names the chunk of routes/index.tsx after its folder ('routes').
  const routeNames = new Set(
    readdirSync(path.join(root, 'src/app/routes'))
      .filter((f) => f.endsWith('.tsx') && !f.startsWith('__'))
      .map((f) => (f === 'index.tsx' ? 'routes' : f.replace(/\.tsx$/, '').replaceAll('$', '_'))),
  )
  const groups = new Map<string, string[]>()
  for (const file of lazyTargets) {
    if (!files.has(file) || entry.has(file)) continue
    groups.set(chunkName(file), [...(groups.get(chunkName(file)) ?? []), file])
  }
  const costs = [...groups].map(([name, roots]) => {
    const loaded = new Set<string>()
    for (const file of roots) closure(file, loaded)
    const added = [...loaded].filter((f) => !entry.has(f))
    return { name, isRoute: routeNames.has(name), added }
  })
  const routesLoading = new Map<string, number>()
  for (const cost of costs.filter((c) => c.isRoute))
    for (const f of cost.added) routesLoading.set(f, (routesLoading.get(f) ?? 0) + 1)
  const sumOf = (list: string[], sizes: Map<string, number>) =>
    list.reduce((total, f) => total + (sizes.get(f) ?? 0), 0)
  return costs
    .map(({ name, isRoute, added }) => ({
      name: name === 'routes' && isRoute ? 'index' : name,
      isRoute,
      gzipBytes: sumOf(added, gzip),
      bytes: sumOf(added, raw),
      chunks: added
        .map((file) => ({ file, gzipBytes: gzip.get(file) ?? 0 }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
      ownGzipBytes: sumOf(
        added.filter((f) => (routesLoading.get(f) ?? 0) <= (isRoute ? 1 : 0)),
        gzip,
      ),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** The routes issue 13 measures with Lighthouse: always in the table, whatever their size. */
const PUBLIC_PAGES = ['index', 'jobs.index', 'jobs._id.index', 'companies._id.index']

export const lazyChunkBudgetKb = (name: string) =>
  LAZY_CHUNK_BUDGET_OVERRIDES_KB[name] ?? LAZY_CHUNK_BUDGET_KB
const withinBudget = (cost: LazyCost) => cost.gzipBytes / 1024 <= lazyChunkBudgetKb(cost.name)
const largest = (cost: LazyCost, count = 3) =>
  cost.chunks
    .slice(0, count)
    .map((c) => `${c.file} ${kb(c.gzipBytes)}`)
    .join(', ')

/** The public pages' routes, every chunk over its budget, and one row for all of them. */
export function lazyChunkRows(costs: readonly LazyCost[]): BenchRow[] {
  const shown = costs.filter((c) => (c.isRoute && PUBLIC_PAGES.includes(c.name)) || !withinBudget(c))
  const rows: BenchRow[] = shown.map((cost) => [
    `${cost.isRoute ? 'Route' : 'Lazy chunk'} JS: ${cost.name}`,
    kb(cost.gzipBytes),
    `gzip -9, beyond the entry: ${cost.chunks.length} chunks, largest ${largest(cost)}; ${kb(cost.ownGzipBytes)} of it only this ${cost.isRoute ? 'route' : 'chunk'} loads; ${verdict(withinBudget(cost), `≤ ${lazyChunkBudgetKb(cost.name)} KB`)}`,
  ])
  const over = costs.filter((c) => !withinBudget(c))
  const top = costs[0]
  const routes = costs.filter((c) => c.isRoute).length
  rows.push([
    'Lazy chunks over budget',
    `${over.length} of ${costs.length}`,
    `every chunk loaded with import() (${routes} routes, ${costs.length - routes} lazy features), each with what it adds beyond the entry, gzip -9${top ? `; largest ${top.name} ${kb(top.gzipBytes)}` : ''}${over.length > 0 ? `; over: ${over.map((c) => c.name).join(', ')}` : ''}; ${verdict(
      over.length === 0,
      `each ≤ ${LAZY_CHUNK_BUDGET_KB} KB (${Object.entries(LAZY_CHUNK_BUDGET_OVERRIDES_KB)
        .map(([name, budget]) => `${name} ≤ ${budget} KB`)
        .join(', ')})`,
    )}`,
  ])
  return rows
}
