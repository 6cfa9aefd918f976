#!/usr/bin/env node
// Enforces the import rules of ARCHITECTURE.md §3. oxlint has no zone rule, so this small checker does it:
// it reads every import specifier in src/, sw/ and server/ and resolves it to a repo path.
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { findViolations } from './boundaries.mjs'

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'sw', 'server'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('route-tree.gen.ts'))

const violations = files.flatMap((file) => findViolations(file, readFileSync(path.resolve(file), 'utf8')))
for (const v of violations) console.error(`${v.file}: imports '${v.specifier}' — ${v.rule}`)
if (violations.length > 0) {
  console.error(`\n${violations.length} import boundary violation(s).`)
  process.exit(1)
}
console.log(`Import boundaries OK (${files.length} files).`)
