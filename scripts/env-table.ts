// Writes the configuration table of README.md from ENV_VARS (server/env.ts), so the README cannot drift.
// Usage: npx tsx scripts/env-table.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs'
import { ENV_VARS } from '../server/env'

export function renderEnvTable(): string {
  const rows = ENV_VARS.map((v) => `| \`${v.name}\` | \`${v.default}\` | ${v.description} |`)
  return ['| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n')
}

export function withEnvTable(readme: string): string {
  return readme.replace(
    /<!-- env-table:start -->[\s\S]*<!-- env-table:end -->/,
    `<!-- env-table:start -->\n${renderEnvTable()}\n<!-- env-table:end -->`,
  )
}

if (process.argv[1]?.endsWith('env-table.ts')) {
  const readme = readFileSync('README.md', 'utf8')
  const next = withEnvTable(readme)
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('README.md configuration table is out of date: run npx tsx scripts/env-table.ts')
      process.exit(1)
    }
  } else writeFileSync('README.md', next)
}
