import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { findViolations } from './boundaries.mjs'

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
