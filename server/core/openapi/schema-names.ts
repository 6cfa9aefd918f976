import type * as v from 'valibot'
import * as accounts from '@/api/accounts'
import * as applyInput from '@/api/applications/apply-input'
import * as screeningQuestions from '@/api/applications/screening-questions'
import * as applicationViews from '@/api/applications/application-views'
import * as applicationLists from '@/api/applications/application-lists'
import * as applicationActions from '@/api/applications/application-actions'
import * as auth from '@/api/auth'
import * as cart from '@/api/cart'
import * as clientReports from '@/api/client-reports'
import * as companyStatus from '@/api/companies/company-status'
import * as companyOnboarding from '@/api/companies/company-onboarding'
import * as company from '@/api/companies/company'
import * as companyProfile from '@/api/companies/company-profile'
import * as companyFollow from '@/api/companies/company-follow'
import * as companyListQuery from '@/api/companies/company-list-query'
import * as companyProfileInput from '@/api/companies/company-profile-input'
import * as companyWriteInput from '@/api/companies/company-write-input'
import * as contact from '@/api/contact'
import * as health from '@/api/health'
import * as jobAlertQuery from '@/api/job-alerts/job-alert-query'
import * as jobAlertInput from '@/api/job-alerts/job-alert-input'
import * as jobAlert from '@/api/job-alerts/job-alert'
import * as jobImport from '@/api/job-import'
import * as jobStatuses from '@/api/jobs/job-statuses'
import * as jobSalary from '@/api/jobs/job-salary'
import * as jobWriteInput from '@/api/jobs/job-write-input'
import * as jobFull from '@/api/jobs/job-full'
import * as jobSummary from '@/api/jobs/job-summary'
import * as jobSearchQuery from '@/api/jobs/job-search-query'
import * as jobSaves from '@/api/jobs/job-saves'
import * as jobAnalytics from '@/api/jobs/job-analytics'
import * as pagination from '@/api/pagination'
import * as passwords from '@/api/passwords'
import * as jsonResume from '@/api/resumes/json-resume'
import * as resumePrivacy from '@/api/resumes/resume-privacy'
import * as resumeRecord from '@/api/resumes/resume-record'
import * as resumeInputs from '@/api/resumes/resume-inputs'
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
  companyStatus,
  companyOnboarding,
  company,
  companyProfile,
  companyFollow,
  companyListQuery,
  companyProfileInput,
  companyWriteInput,
  jobStatuses,
  jobSalary,
  jobWriteInput,
  jobFull,
  jobSummary,
  jobSearchQuery,
  jobSaves,
  jobAnalytics,
  jobImport,
  jobAlertQuery,
  jobAlertInput,
  jobAlert,
  applyInput,
  screeningQuestions,
  applicationViews,
  applicationLists,
  applicationActions,
  jsonResume,
  resumePrivacy,
  resumeRecord,
  resumeInputs,
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
