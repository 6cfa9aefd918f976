import type * as v from 'valibot'
import * as accounts from '@/api/accounts'
import * as applications from '@/api/applications'
import * as auth from '@/api/auth'
import * as cart from '@/api/cart'
import * as clientReports from '@/api/client-reports'
import * as companies from '@/api/companies'
import * as contact from '@/api/contact'
import * as health from '@/api/health'
import * as jobAlerts from '@/api/job-alerts'
import * as jobImport from '@/api/job-import'
import * as jobs from '@/api/jobs'
import * as pagination from '@/api/pagination'
import * as passwords from '@/api/passwords'
import * as roles from '@/api/roles'
import * as users from '@/api/users'

/** The contract's modules, most basic first: of two names for one schema object, the first one wins. */
const MODULES: readonly Record<string, unknown>[] = [
  pagination,
  passwords,
  roles,
  auth,
  accounts,
  users,
  health,
  contact,
  clientReports,
  cart,
  companies,
  jobs,
  jobImport,
  jobAlerts,
  applications,
]

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema'

/**
 * Every schema exported by src/api, named by its export without the `Schema` suffix (`JobSchema` → `Job`):
 * these are the reference's components, so a shape reads the same in the code and in the reference.
 */
export function namedSchemas(): Map<v.GenericSchema, string> {
  const names = new Map<v.GenericSchema, string>()
  for (const module of MODULES) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!exportName.endsWith('Schema') || !isSchema(value) || names.has(value)) continue
      names.set(value, exportName.slice(0, -'Schema'.length))
    }
  }
  return names
}
