// Reads the import statements of one source file and resolves their specifiers to repo paths.
import path from 'node:path'

// Static imports and re-exports (`import … from 'x'`, `export … from 'x'`), dynamic imports (`import('x')`)
// and side-effect imports (`import 'x'`). A regular expression, not a parser: enough for our formatted code.
const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g

/**
 * Every import in a source: its specifier, whether it is type-only (`import type` / `export type`, erased by
 * the build) and whether it is dynamic (`import()`, a chunk loaded later).
 */
export function importsOf(source) {
  const out = []
  for (const match of source.matchAll(IMPORT_RE)) {
    const specifier = match[1] ?? match[2] ?? match[3]
    if (!specifier) continue
    out.push({
      specifier,
      typeOnly: /^(?:import|export)\s+type\s/.test(match[0]),
      dynamic: match[2] !== undefined,
    })
  }
  return out
}

/** Resolve an import specifier to a repo-relative path (extension as written), or null for packages. */
export function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2))
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier))
  return null
}

/** A resolved path without its source extension, so `server/env` and `server/env.ts` compare equal. */
export const withoutExtension = (target) => target.replace(/\.(?:ts|tsx|mts|js|mjs)$/, '')
