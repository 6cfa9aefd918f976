// The rules themselves, kept apart from the file walking so they can be unit-tested.
import path from 'node:path'

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g

/** Resolve an import specifier to a repo-relative path, or null for packages. */
export function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2))
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier))
  return null
}

// Tests may import test tooling (vitest, fake-indexeddb); shipped service-worker code may not.
const SW_PACKAGES = ['workbox-', 'valibot', 'idb-keyval']

const featureOf = (p) => /^src\/features\/([^/]+)\//.exec(p + '/')?.[1] ?? null

/** Returns the broken rule for one import, or null when it is allowed. */
export function brokenRule(fromFile, target, specifier) {
  if (fromFile.startsWith('src/')) {
    if (target?.startsWith('server/')) return 'src/ never imports server/'
    if (fromFile.startsWith('src/api/') && target && !target.startsWith('src/api/'))
      return 'src/api imports nothing of ours'
    const from = featureOf(fromFile)
    const to = target ? featureOf(target) : null
    if (from && to && from !== to) return `feature '${from}' may not import feature '${to}'`
    if (to && !fromFile.startsWith('src/app/') && !from) return 'only src/app composes features'
  }
  if (fromFile.startsWith('server/') && target?.startsWith('src/') && !target.startsWith('src/api/'))
    return 'server/ imports only src/api from src/'
  if (fromFile.startsWith('sw/') && target?.startsWith('src/')) {
    if (
      ![
        'src/api/',
        'src/lib/outbox',
        'src/lib/page-snapshot/snapshot-store',
        'src/lib/page-snapshot/compose',
      ].some((allowed) => target.startsWith(allowed))
    )
      return 'sw/ imports only src/api, src/lib/outbox and the page-snapshot store'
  }
  const isTest = /\.test\.tsx?$/.test(fromFile)
  if (fromFile.startsWith('sw/') && !isTest && !target && !SW_PACKAGES.some((p) => specifier.startsWith(p)))
    return 'sw/ imports only workbox-*, valibot and idb-keyval packages'
  return null
}

/**
 * Inside the server: routes → services → db. A route reaches the database only through services (a type
 * from the schema is fine); tests set up data however they need.
 */
export function serverLayerRule(fromFile, target, typeOnly) {
  if (!/^server\/modules\/[^/]+\/[^/]+-routes\.ts$/.test(fromFile) || typeOnly) return null
  if (target?.startsWith('server/db/')) return 'server routes reach the database only through services'
  return null
}

export function findViolations(file, source) {
  const out = []
  for (const match of source.matchAll(IMPORT_RE)) {
    const specifier = match[1] ?? match[2] ?? match[3]
    if (!specifier) continue
    if (file.startsWith('server/') || file.startsWith('src/') || file.startsWith('sw/')) {
      if (!file.startsWith('sw/') && !specifier.startsWith('.') && !specifier.startsWith('@/')) continue
    }
    const target = resolveSpecifier(file, specifier)
    const rule =
      brokenRule(file, target, specifier) ??
      serverLayerRule(file, target, /^(?:import|export)\s+type\s/.test(match[0]))
    if (rule) out.push({ file, specifier, rule })
  }
  return out
}

/**
 * Only server/env.ts reads process.env (it validates every setting once); the test harness in server/test/ and
 * test files may read what the test runner sets. Client code reads import.meta.env through src/config.
 */
export function processEnvViolation(file, source) {
  if (!/\bprocess\.env\b/.test(source)) return null
  if (file === 'server/env.ts' || file.startsWith('server/test/') || /\.test\.tsx?$/.test(file)) return null
  if (!file.startsWith('server/') && !file.startsWith('src/') && !file.startsWith('sw/')) return null
  return { file, specifier: 'process.env', rule: 'only server/env.ts reads process.env' }
}

/**
 * The repo paths one file imports statically (types included: a cycle of types is a tangle too), resolved to
 * files. A dynamic import() is left out: it loads a chunk later, so it cannot form a load-order cycle.
 */
export function importedFiles(file, source, exists) {
  const out = []
  for (const match of source.matchAll(IMPORT_RE)) {
    const specifier = match[1] ?? match[3]
    if (!specifier) continue
    const target = resolveSpecifier(file, specifier)
    if (!target) continue
    const found = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find(exists)
    if (found) out.push(found)
  }
  return out
}

/** Import cycles in a file graph (Map file → imported files): each strongly connected group of 2+ files. */
export function findCycles(graph) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  // Iterative Tarjan: the graph has ~1,000 files, deep enough to worry a recursive walk.
  for (const root of graph.keys()) {
    if (index.has(root)) continue
    const work = [[root, 0]]
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const [node, next] = frame
      if (next === 0) {
        index.set(node, counter)
        low.set(node, counter)
        counter++
        stack.push(node)
        onStack.add(node)
      }
      const edges = graph.get(node) ?? []
      if (next < edges.length) {
        frame[1]++
        const target = edges[next]
        if (!index.has(target)) work.push([target, 0])
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]), low.get(node)))
      if (low.get(node) === index.get(node)) {
        const group = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          group.push(member)
        } while (member !== node)
        if (group.length > 1) cycles.push(group.sort())
      }
    }
  }
  return cycles
}
