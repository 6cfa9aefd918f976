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

export function findViolations(file, source) {
  const out = []
  for (const match of source.matchAll(IMPORT_RE)) {
    const specifier = match[1] ?? match[2] ?? match[3]
    if (!specifier) continue
    if (file.startsWith('server/') || file.startsWith('src/') || file.startsWith('sw/')) {
      if (!file.startsWith('sw/') && !specifier.startsWith('.') && !specifier.startsWith('@/')) continue
    }
    const rule = brokenRule(file, resolveSpecifier(file, specifier), specifier)
    if (rule) out.push({ file, specifier, rule })
  }
  return out
}
