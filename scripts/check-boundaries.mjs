#!/usr/bin/env node
// Enforces which folder may import which (the rules themselves, in words, are in boundaries.mjs and
// boundaries/*.mjs). oxlint has no zone rule, so this small checker does it: it reads every import in src/,
// sw/ and server/, resolves it to a repo path and checks it against the rules, then checks that only
// server/env.ts reads process.env and that no files import each other in a cycle.
import { existsSync, readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { findViolations } from './boundaries.mjs'
import { findCycles, importedFiles } from './boundaries/import-cycles.mjs'
import { processEnvViolation } from './boundaries/process-env.mjs'

// Tracked and new files; a tracked file deleted in the working tree is gone, so it is skipped.
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'sw', 'server'],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('route-tree.gen.ts') && existsSync(f))

const known = new Set(files)
const graph = new Map()
const violations = []
for (const file of files) {
  const source = readFileSync(path.resolve(file), 'utf8')
  violations.push(...findViolations(file, source))
  const env = processEnvViolation(file, source)
  if (env) violations.push(env)
  graph.set(
    file,
    importedFiles(file, source, (candidate) => known.has(candidate)),
  )
}
for (const v of violations) {
  const what = v.specifier === 'process.env' ? 'reads process.env' : `imports '${v.specifier}'`
  console.error(`${v.file}: ${what} — ${v.rule}`)
}
const cycles = findCycles(graph)
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' ⇄ ')}`)
if (violations.length + cycles.length > 0) {
  console.error(`\n${violations.length} import boundary violation(s), ${cycles.length} import cycle(s).`)
  process.exit(1)
}
console.log(
  `Import boundaries OK (${files.length} files, no cycles, process.env read only by server/env.ts).`,
)
