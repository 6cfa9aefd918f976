import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { findCycles, findViolations, importedFiles, processEnvViolation } from './boundaries.mjs'

const rulesOf = (file: string, src: string) => findViolations(file, src).map((v: { rule: string }) => v.rule)

describe('import boundaries', () => {
  it('refuses a feature importing another feature', () => {
    expect(
      rulesOf('src/features/jobs/components/a.tsx', "import { x } from '@/features/cart/stores/cart'"),
    ).toEqual(["feature 'jobs' may not import feature 'cart'"])
    expect(rulesOf('src/features/jobs/components/a.tsx', "import { x } from '../../cart/y'")).toHaveLength(1)
  })
  it('allows a feature importing itself, src/api and shared folders', () => {
    const src =
      "import { a } from '../api/get'\nimport { b } from '@/api/jobs'\nimport { c } from '@/lib/dates'"
    expect(rulesOf('src/features/jobs/components/a.tsx', src)).toEqual([])
  })
  it('refuses src importing server and server importing src beyond src/api', () => {
    expect(rulesOf('src/lib/a.ts', "import { x } from '../../server/app'")).toEqual([
      'src/ never imports server/',
    ])
    expect(rulesOf('server/app.ts', "import { x } from '@/lib/dates'")).toEqual([
      'server/ imports only src/api from src/',
    ])
    expect(rulesOf('server/app.ts', "import { x } from '@/api/errors'")).toEqual([])
  })
  it('keeps src/api free of our other code and shared folders free of features', () => {
    expect(rulesOf('src/api/jobs.ts', "import { x } from '@/lib/dates'")).toEqual([
      'src/api imports nothing of ours',
    ])
    expect(rulesOf('src/components/a.tsx', "import { x } from '@/features/cart/x'")).toEqual([
      'only src/app composes features',
    ])
    expect(rulesOf('src/app/routes/a.tsx', "import { x } from '@/features/cart/x'")).toEqual([])
  })
  it('limits the service worker to src/api, the outbox and workbox', () => {
    expect(
      rulesOf('sw/sw.ts', "import { x } from 'workbox-routing'\nimport { y } from '../src/api/jobs'"),
    ).toEqual([])
    expect(rulesOf('sw/sw.ts', "import { x } from 'react'")).toHaveLength(1)
    expect(rulesOf('sw/sw.ts', "import { x } from '../src/lib/dates'")).toHaveLength(1)
  })
})

describe('service worker tests', () => {
  it('may import test tooling, shipped code may not', () => {
    expect(rulesOf('sw/a.test.ts', "import { it } from 'vitest'")).toEqual([])
    expect(rulesOf('sw/a.ts', "import { it } from 'vitest'")).toHaveLength(1)
  })
})

describe('process.env', () => {
  it('is read only by server/env.ts (and the test harness)', () => {
    const source = 'const port = process.env.PORT'
    expect(processEnvViolation('server/modules/jobs/job-search.ts', source)).toMatchObject({
      rule: 'only server/env.ts reads process.env',
    })
    expect(processEnvViolation('src/lib/logger.ts', source)).not.toBeNull()
    expect(processEnvViolation('server/env.ts', source)).toBeNull()
    expect(processEnvViolation('server/test/test-app.ts', source)).toBeNull()
    expect(processEnvViolation('server/modules/jobs/job-search.ts', 'const x = env.PORT')).toBeNull()
  })
})

describe('import cycles', () => {
  const graphOf = (sources: Record<string, string>) => {
    const exists = (file: string) => file in sources
    return new Map(
      Object.entries(sources).map(([file, source]) => [file, importedFiles(file, source, exists)]),
    )
  }

  it('finds files that import each other, directly or around a ring', () => {
    const cycles = findCycles(
      graphOf({
        'server/a.ts': "import { b } from './b'",
        'server/b.ts': "import type { c } from './c'",
        'server/c.ts': "import { a } from './a'",
        'server/d.ts': "import { a } from './a'",
      }),
    )
    expect(cycles).toEqual([['server/a.ts', 'server/b.ts', 'server/c.ts']])
  })

  it('ignores dynamic imports (a lazily loaded chunk) and acyclic graphs', () => {
    expect(
      findCycles(
        graphOf({
          'src/a.tsx': "const view = () => import('./b')",
          'src/b.tsx': "import { a } from './a'",
          'src/c.ts': "import { b } from './b'",
        }),
      ),
    ).toEqual([])
  })
})

describe('server layers', () => {
  it('keeps routes off the database: services do the queries', () => {
    expect(
      rulesOf(
        'server/modules/dev-mail/dev-mail-routes.ts',
        "import { mailOutbox } from '../../db/schema/mail-outbox'",
      ),
    ).toEqual(['server routes reach the database only through services'])
    expect(
      rulesOf(
        'server/modules/dev-mail/dev-mail-routes.ts',
        "import type { MailOutboxRow } from '../../db/schema/mail-outbox'",
      ),
    ).toEqual([])
    expect(
      rulesOf('server/modules/jobs/jobs-routes.test.ts', "import { jobs } from '../../db/schema/jobs'"),
    ).toEqual([])
    expect(
      rulesOf('server/modules/jobs/job-search.ts', "import { jobs } from '../../db/schema/jobs'"),
    ).toEqual([])
  })
})
