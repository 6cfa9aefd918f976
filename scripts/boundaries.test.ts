import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { findViolations } from './boundaries.mjs'
// @ts-expect-error plain ESM script without types
import { findCycles, importedFiles } from './boundaries/import-cycles.mjs'
// @ts-expect-error plain ESM script without types
import { processEnvViolation } from './boundaries/process-env.mjs'

const rulesOf = (file: string, src: string): string[] =>
  findViolations(file, src).map((v: { rule: string }) => v.rule)
/** The rules broken by one value import of `specifier` from `file`. */
const importing = (file: string, specifier: string) => rulesOf(file, `import { x } from '${specifier}'`)
const importingType = (file: string, specifier: string) =>
  rulesOf(file, `import type { X } from '${specifier}'`)

const LAYERS = 'the client layers run app → features → entities → shared → api'

describe('client: src/ and server/ stay apart', () => {
  it('refuses src importing server/ or sw/, allows src/api', () => {
    expect(importing('src/lib/a.ts', '../../server/app')).toEqual(['src/ never imports server/ or sw/'])
    expect(importing('src/features/pwa/a.ts', '../../../sw/sw')).toEqual([
      'src/ never imports server/ or sw/',
    ])
    expect(importing('src/lib/a.ts', '@/api/jobs')).toEqual([])
  })
  it('keeps src/api free of our other code', () => {
    expect(importing('src/api/jobs.ts', '@/lib/dates')).toEqual(['src/api imports nothing of ours'])
    expect(importing('src/api/jobs.ts', './envelope')).toEqual([])
    expect(importing('src/api/jobs.ts', 'valibot')).toEqual([])
  })
})

describe('client layers: app → features → entities → shared → api', () => {
  it('refuses every import of a higher layer', () => {
    const upward: [string, string, string][] = [
      ['src/components/a.tsx', '@/features/cart/x', 'src/components may not import src/features/cart'],
      ['src/lib/a.ts', '@/entities/job/x', 'src/lib may not import src/entities/job'],
      ['src/hooks/a.ts', '@/app/router', 'src/hooks may not import src/app'],
      ['src/entities/job/a.ts', '@/features/jobs/x', 'src/entities/job may not import src/features/jobs'],
      ['src/entities/job/a.ts', '@/app/shell/x', 'src/entities/job may not import src/app'],
      ['src/features/jobs/a.tsx', '@/app/router-context', 'src/features/jobs may not import src/app'],
    ]
    for (const [file, specifier, broken] of upward)
      expect(importing(file, specifier)).toEqual([`${broken}: ${LAYERS}`])
  })
  it('counts type-only and lazy imports too', () => {
    expect(importingType('src/entities/job/a.ts', '@/features/jobs/x')).toHaveLength(1)
    expect(rulesOf('src/lib/a.ts', "const page = () => import('@/features/jobs/page')")).toHaveLength(1)
  })
  it('allows every import of the same or a lower layer', () => {
    const downward: [string, string][] = [
      ['src/app/routes/a.tsx', '@/features/cart/x'],
      ['src/app/shell/a.tsx', '@/entities/session/x'],
      ['src/features/jobs/a.tsx', '@/entities/job/x'],
      ['src/features/jobs/a.tsx', '@/components/ui/toaster'],
      ['src/features/jobs/a.tsx', '@/api/jobs'],
      ['src/entities/job/a.ts', '@/lib/dates'],
      ['src/entities/job/a.ts', '@/config/runtime-config'],
      ['src/components/a.tsx', '@/hooks/use-page-meta'],
      ['src/lib/a.ts', '@/api/jobs'],
    ]
    for (const [file, specifier] of downward) expect(importing(file, specifier)).toEqual([])
  })
  it('refuses a feature importing another feature, allows a feature importing itself', () => {
    expect(importing('src/features/jobs/components/a.tsx', '@/features/cart/stores/cart')).toEqual([
      'src/features/jobs may not import src/features/cart: a feature never imports another feature',
    ])
    expect(importing('src/features/jobs/components/a.tsx', '../../cart/y')).toHaveLength(1)
    expect(importing('src/features/jobs/components/a.tsx', '../api/get')).toEqual([])
  })
  it('allows an entity to import another entity (a cycle between them is refused separately)', () => {
    expect(importing('src/entities/job/job-card.tsx', '@/entities/company/company-logo')).toEqual([])
  })
  it('keeps the infrastructure in lib, hooks and config off the UI in components', () => {
    expect(importing('src/lib/a.ts', '@/components/ui/toaster')).toEqual([
      'src/lib is infrastructure and never imports the UI in src/components',
    ])
    expect(importing('src/hooks/a.ts', '@/components/ui/toaster')).toHaveLength(1)
    expect(importing('src/components/ui/a.tsx', '@/lib/dates')).toEqual([])
    expect(importing('src/lib/a.ts', '@/config/runtime-config')).toEqual([])
  })
  it('refuses a folder of src/ that belongs to no layer', () => {
    expect(importing('src/widgets/a.tsx', '@/lib/dates')).toEqual([
      'src/widgets is in no client layer (app → features → entities → shared → api)',
    ])
    expect(importing('src/lib/a.ts', '@/widgets/a')).toHaveLength(1)
  })
})

describe('service worker', () => {
  it('imports only src/api, the outbox and the page-snapshot store from our code', () => {
    expect(importing('sw/sw.ts', '../src/api/jobs')).toEqual([])
    expect(importing('sw/outbox-sync.ts', '../src/lib/outbox/queue')).toEqual([])
    expect(importing('sw/navigation.ts', '../src/lib/page-snapshot/snapshot-store')).toEqual([])
    expect(importing('sw/sw.ts', '../src/lib/dates')).toEqual([
      'sw/ imports only src/api, src/lib/outbox and the page-snapshot store',
    ])
    expect(importing('sw/sw.ts', '../server/env')).toHaveLength(1)
  })
  it('imports only workbox-*, valibot and idb-keyval packages; its tests may use test tooling', () => {
    expect(importing('sw/sw.ts', 'workbox-routing')).toEqual([])
    expect(importing('sw/sw.ts', 'react')).toEqual([
      'sw/ imports only workbox-*, valibot and idb-keyval packages',
    ])
    expect(importing('sw/a.ts', 'vitest')).toHaveLength(1)
    expect(importing('sw/a.test.ts', 'vitest')).toEqual([])
  })
})

describe('server: what it takes from src/', () => {
  it('imports src/api and nothing else of src/', () => {
    expect(importing('server/app.ts', '@/lib/dates')).toEqual(['server/ imports only src/api from src/'])
    expect(importing('server/app.ts', '@/api/errors')).toEqual([])
  })
  it('lets the resume PDF export import the shared PDF templates, and nothing else of the client', () => {
    const template = '@/entities/resume/templates/classic-template'
    expect(importing('server/modules/resumes/pdf/render-resume-pdf.ts', template)).toEqual([])
    expect(importing('server/modules/resumes/resumes-service.ts', template)).toEqual([
      'server/ imports only src/api from src/',
    ])
    expect(
      importing('server/modules/resumes/pdf/render-resume-pdf.ts', '@/entities/resume/resume-card'),
    ).toEqual(['server/ imports only src/api from src/'])
    expect(importing('src/entities/resume/templates/classic-template.tsx', '@/lib/dates')).toEqual([
      'src/entities/resume/templates runs on the server too: it imports only src/api and itself',
    ])
    expect(
      importing('src/entities/resume/templates/classic-template.tsx', '@/api/resumes/json-resume'),
    ).toEqual([])
  })
})

describe('server: the shared document reader and resume parser', () => {
  it('lets server core and modules read documents, and the resumes module parse resumes', () => {
    expect(importing('server/core/document-text.ts', '@/lib/document-text/extract-text')).toEqual([])
    expect(importing('server/modules/files/sniff-document.ts', '@/lib/document-text/file-kind')).toEqual([])
    expect(
      importing('server/modules/resumes/resume-parse.ts', '@/entities/resume/parse/parse-resume'),
    ).toEqual([])
    expect(importing('server/modules/jobs/a.ts', '@/entities/resume/parse/parse-resume')).toEqual([
      'server/ imports only src/api from src/',
    ])
    expect(importing('server/modules/jobs/a.ts', '@/lib/dates')).toEqual([
      'server/ imports only src/api from src/',
    ])
  })
  it('keeps both folders free of the rest of the client', () => {
    expect(importing('src/lib/document-text/extract-text.ts', '@/lib/dates')).toEqual([
      'src/lib/document-text runs on the server too: it imports only src/api, src/lib/document-text',
    ])
    expect(importing('src/entities/resume/parse/parse-resume.ts', '@/entities/resume/resume-card')).toEqual([
      'src/entities/resume/parse runs on the server too: it imports only src/api, src/lib/document-text, src/entities/resume/parse',
    ])
    expect(importing('src/entities/resume/parse/parse-resume.ts', '@/lib/document-text/tidy-text')).toEqual(
      [],
    )
    expect(importing('src/entities/resume/parse/parse-resume.ts', '@/api/resumes/json-resume')).toEqual([])
  })
})

describe('server: the shared built-in AI engine', () => {
  it('lets server modules run the engine, and keeps the engine free of the rest of the client', () => {
    expect(importing('server/modules/ai-tools/score-service.ts', '@/lib/ai-engine/index')).toEqual([])
    expect(importing('server/core/a.ts', '@/lib/ai-engine/index')).toEqual([
      'server/ imports only src/api from src/',
    ])
    expect(importing('src/lib/ai-engine/score-resume.ts', '@/lib/dates')).toEqual([
      'src/lib/ai-engine runs on the server too: it imports only src/api, src/lib/ai-engine',
    ])
    expect(importing('src/lib/ai-engine/score-resume.ts', '@/api/resumes/json-resume')).toEqual([])
  })
})

describe('server: routes → services → db', () => {
  const ROUTES_ONLY_IN_APP =
    "a module's *-routes.ts is mounted only by server/app.ts; other code uses the module's services"
  it('mounts a module’s routes only in server/app.ts (and tests)', () => {
    expect(importing('server/modules/jobs/job-write.ts', '../companies/companies-routes')).toEqual([
      ROUTES_ONLY_IN_APP,
    ])
    expect(importing('server/http/rate-limit.ts', '../modules/jobs/jobs-routes')).toEqual([
      ROUTES_ONLY_IN_APP,
    ])
    expect(importing('server/modules/jobs/job-write.ts', './jobs-routes')).toEqual([ROUTES_ONLY_IN_APP])
    expect(importing('server/app.ts', './modules/jobs/jobs-routes')).toEqual([])
    expect(importing('server/modules/jobs/jobs-routes.test.ts', './jobs-routes')).toEqual([])
    expect(importing('server/modules/jobs/job-write.ts', '../companies/company-policy')).toEqual([])
  })
  it('keeps routes off the database: services do the queries', () => {
    const routes = 'server/modules/dev-mail/dev-mail-routes.ts'
    expect(importing(routes, '../../db/schema/mail-outbox')).toEqual([
      'server routes reach the database only through services',
    ])
    expect(importingType(routes, '../../db/schema/mail-outbox')).toEqual([])
    expect(importing('server/modules/jobs/jobs-routes.test.ts', '../../db/schema/jobs')).toEqual([])
    expect(importing('server/modules/jobs/job-search.ts', '../../db/schema/jobs')).toEqual([])
  })
})

describe('server layers', () => {
  const CORE = 'server/core imports only server/core, server/db, server/mail'
  const TYPES = '(and types from server/env.ts, server/logger.ts)'
  it('keeps server/core below the modules and the http pipeline, even for types', () => {
    expect(importing('server/core/identity.ts', '../modules/auth/sessions')).toEqual([`${CORE} ${TYPES}`])
    expect(importingType('server/core/app-env.ts', '../modules/auth/limits')).toEqual([`${CORE} ${TYPES}`])
    expect(importing('server/core/validate.ts', '../http/forbidden-text')).toHaveLength(1)
    expect(importing('server/core/validate.ts', './app-error')).toEqual([])
    expect(importing('server/core/validate.ts', '../db/client')).toEqual([])
    expect(importingType('server/core/service-context.ts', '../mail/mailer')).toEqual([])
  })
  it('keeps the modules off the http pipeline, which server/app.ts wires', () => {
    expect(importing('server/modules/contact/contact-routes.ts', '../../http/rate-limit')).toEqual([
      `server/modules imports only server/modules, server/core, server/db, server/mail ${TYPES}`,
    ])
    expect(importing('server/modules/contact/contact.ts', '../../seed/registry')).toHaveLength(1)
    expect(importing('server/modules/contact/contact-routes.ts', '../../core/rate-limit')).toEqual([])
    expect(importing('server/modules/jobs/job-write.ts', '../companies/company-policy')).toEqual([])
    expect(importing('server/modules/auth/register.ts', '../../mail/templates')).toEqual([])
  })
  it('keeps server/db to schema, client and migrations', () => {
    expect(importing('server/db/client.ts', '../core/app-error')).toEqual([
      `server/db imports only server/db ${TYPES}`,
    ])
    expect(importing('server/db/schema/jobs.ts', '../../modules/jobs/job-dto')).toHaveLength(1)
    expect(importing('server/db/schema/jobs.ts', './companies')).toEqual([])
    expect(importingType('server/db/schema/jobs.ts', '@/api/jobs')).toEqual([])
  })
  it('keeps server/mail beside the database', () => {
    expect(importing('server/mail/templates.ts', '../modules/auth/user-records')).toEqual([
      `server/mail imports only server/mail, server/db ${TYPES}`,
    ])
    expect(importing('server/mail/outbox-transport.ts', '../db/schema/mail-outbox')).toEqual([])
  })
  it('lets server/seed use the modules’ services, core and db, not the pipeline', () => {
    expect(importing('server/seed/jobs.ts', '../modules/jobs/job-write')).toEqual([])
    expect(importing('server/seed/jobs.ts', '../db/schema/jobs')).toEqual([])
    expect(importing('server/seed/jobs.ts', '../http/rate-limit')).toEqual([
      `server/seed imports only server/seed, server/modules, server/core, server/db ${TYPES}`,
    ])
  })
  it('takes settings and the logger from the caller: env.ts and logger.ts for their types only', () => {
    const TYPES_ONLY = 'imports server/env.ts and server/logger.ts for their types only'
    expect(importing('server/modules/jobs/job-search.ts', '../../env')).toEqual([
      `server/modules ${TYPES_ONLY}`,
    ])
    expect(importing('server/core/service-context.ts', '../logger')).toEqual([`server/core ${TYPES_ONLY}`])
    expect(importingType('server/modules/jobs/job-search.ts', '../../env')).toEqual([])
    expect(importing('server/index.ts', './env')).toEqual([])
    expect(importing('server/cli/seed.ts', '../logger')).toEqual([])
  })
  it('lets tests set up whatever they need', () => {
    expect(importing('server/core/rate-limit.test.ts', '../modules/auth/limits')).toEqual([])
    expect(importing('server/db/client.test.ts', '../test/test-app')).toEqual([])
    expect(importing('server/modules/jobs/test-support.ts', '../../test/test-app')).toEqual([])
  })
})

describe('test code', () => {
  const RULE = 'shipped code never imports test code (*.test, *.fixture, *test-support, server/test/)'
  it('is never imported by shipped code', () => {
    expect(importing('server/modules/jobs/job-write.ts', '../companies/test-support')).toEqual([RULE])
    expect(importing('server/app.ts', './test/test-app')).toEqual([RULE])
    expect(importing('server/db/client.ts', './data-dir-lock.fixture')).toEqual([RULE])
    expect(importing('src/features/applications/a.tsx', './test-support')).toEqual([RULE])
    expect(importing('server/seed/jobs.ts', '../modules/applications/applications-test-support')).toEqual([
      RULE,
    ])
  })
  it('may import other test code', () => {
    expect(importing('server/modules/jobs/jobs-routes.test.ts', '../companies/test-support')).toEqual([])
    expect(importing('server/test/fuzz/world.ts', '../../modules/companies/test-support')).toEqual([])
    expect(importing('sw/outbox-sync.test.ts', '../src/lib/outbox/test-support')).toEqual([])
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

describe('check-boundaries.mjs (run by npm run lint)', () => {
  const checker = fileURLToPath(new URL('./check-boundaries.mjs', import.meta.url))
  let repo = ''
  afterEach(() => rmSync(repo, { recursive: true, force: true }))

  /** Runs the checker in a fresh git checkout holding `files`; returns its exit code and output. */
  const check = (files: Record<string, string>) => {
    repo = mkdtempSync(path.join(tmpdir(), 'boundaries-'))
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
      writeFileSync(path.join(repo, file), source)
    }
    execFileSync('git', ['init', '--quiet'], { cwd: repo })
    try {
      return {
        code: 0,
        output: execFileSync('node', [checker], { cwd: repo, encoding: 'utf8', stdio: 'pipe' }),
      }
    } catch (error) {
      const failed = error as { status: number; stderr: string }
      return { code: failed.status, output: failed.stderr }
    }
  }

  it('fails naming the file and the rule, on an import, a process.env read and a cycle', () => {
    const { code, output } = check({
      'src/lib/a.ts': "import { x } from '@/features/jobs/b'",
      'src/features/jobs/b.ts': 'export const x = 1',
      'server/core/c.ts': "import { d } from './d'\nexport const c = process.env.PORT",
      'server/core/d.ts': "import { c } from './c'\nexport const d = c",
    })
    expect(code).toBe(1)
    expect(output).toContain("src/lib/a.ts: imports '@/features/jobs/b' — src/lib may not import")
    expect(output).toContain('server/core/c.ts: reads process.env')
    expect(output).toContain('only server/env.ts reads process.env')
    expect(output).toContain('import cycle: server/core/c.ts ⇄ server/core/d.ts')
  })

  it('passes a tree that keeps the rules', () => {
    const { code, output } = check({
      'src/features/jobs/b.ts': "import { x } from '@/lib/a'\nexport const y = x",
      'src/lib/a.ts': 'export const x = 1',
    })
    expect(output).toContain('Import boundaries OK (2 files')
    expect(code).toBe(0)
  })
})
