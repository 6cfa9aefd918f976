import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_VARS } from '../server/env'
import { withEnvTable } from './env-table'

describe('README configuration table', () => {
  it('lists every environment variable the server reads, as generated', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(withEnvTable(readme)).toBe(readme)
    for (const v of ENV_VARS) expect(readme).toContain(`| \`${v.name}\` |`)
  })
})
