import * as v from 'valibot'

/** The six roles of seed 1 §6. The server stores the numeric code; the UI speaks in these names. */
export const Role = {
  JobSeeker: 'JobSeeker',
  Recruiter: 'Recruiter',
  Employer: 'Employer',
  Affiliate: 'Affiliate',
  Admin: 'Admin',
  SuperAdmin: 'SuperAdmin',
} as const
export type Role = (typeof Role)[keyof typeof Role]

export const ROLES: readonly Role[] = Object.values(Role)

const ROLE_CODES: Record<Role, number> = {
  JobSeeker: 30,
  Recruiter: 40,
  Employer: 20,
  Affiliate: 50,
  Admin: 0,
  SuperAdmin: -1,
}

const ROLE_LABELS: Record<Role, string> = {
  JobSeeker: 'Job Seeker',
  Recruiter: 'Recruiter',
  Employer: 'Employer',
  Affiliate: 'Affiliate',
  Admin: 'Admin',
  SuperAdmin: 'Super Admin',
}

// Spaces, underscores and hyphens are dropped before matching, so 'job seeker', 'job_seeker' and 'JobSeeker'
// all normalise to 'jobseeker'. 'business' is the legacy wire name of an employer.
const ROLE_BY_TEXT: Record<string, Role> = {
  jobseeker: Role.JobSeeker,
  recruiter: Role.Recruiter,
  employer: Role.Employer,
  business: Role.Employer,
  affiliate: Role.Affiliate,
  admin: Role.Admin,
  superadmin: Role.SuperAdmin,
}

const ROLE_BY_CODE = new Map<number, Role>(ROLES.map((role) => [ROLE_CODES[role], role]))

/** Text (case-insensitive) or numeric code → Role. Anything unknown falls back to JobSeeker (least privilege). */
export function parseRole(value: unknown): Role {
  if (typeof value === 'number') return ROLE_BY_CODE.get(value) ?? Role.JobSeeker
  if (typeof value !== 'string') return Role.JobSeeker
  const text = value.trim()
  // Numeric codes sometimes arrive as strings ("20") from query strings and JWT claims.
  if (/^-?\d+$/.test(text)) return ROLE_BY_CODE.get(Number(text)) ?? Role.JobSeeker
  return ROLE_BY_TEXT[text.toLowerCase().replace(/[\s_-]+/g, '')] ?? Role.JobSeeker
}

export function roleToCode(role: Role): number {
  return ROLE_CODES[role]
}

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role]
}

export type Capability =
  | 'manageJobs'
  | 'postJobs'
  | 'editJobs'
  | 'viewResumes'
  | 'viewAnalytics'
  | 'deleteJobs'
  | 'manageAccount'
  | 'manageTeam'
  | 'createResume'

const HIRING: readonly Role[] = [Role.Recruiter, Role.Employer, Role.Admin, Role.SuperAdmin]
const OWNERS: readonly Role[] = [Role.Employer, Role.Admin, Role.SuperAdmin]

/** The capability table of seed 1 §6. One table, so UI checks and server policy agree. */
export const CAPABILITIES: Record<Capability, readonly Role[]> = {
  manageJobs: HIRING,
  postJobs: HIRING,
  editJobs: HIRING,
  viewResumes: HIRING,
  viewAnalytics: HIRING,
  deleteJobs: OWNERS,
  manageAccount: OWNERS,
  manageTeam: OWNERS,
  createResume: [Role.JobSeeker],
}

export function can(role: Role, capability: Capability): boolean {
  return CAPABILITIES[capability].includes(role)
}

export type DashboardType = 'jobseeker' | 'recruiter' | 'employer' | 'affiliate' | 'admin'

export function dashboardTypeFor(role: Role): DashboardType {
  switch (role) {
    case Role.Admin:
    case Role.SuperAdmin:
      return 'admin'
    case Role.Recruiter:
      return 'recruiter'
    case Role.Employer:
      return 'employer'
    case Role.Affiliate:
      return 'affiliate'
    case Role.JobSeeker:
      return 'jobseeker'
  }
}

/** Roles a visitor may pick at sign-up. Admin roles are only ever granted by another admin. */
export const SELF_REGISTRATION_ROLES: readonly Role[] = [
  Role.JobSeeker,
  Role.Recruiter,
  Role.Employer,
  Role.Affiliate,
]

/** Accepts the wire forms (text or numeric code) and yields a Role. */
export const RoleSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value: string | number) => parseRole(value)),
)
