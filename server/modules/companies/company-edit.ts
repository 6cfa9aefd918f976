// Creating a company and editing its profile, status and visibility.
import { asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  COMPANY_STATUS_TRANSITIONS,
  CompanyStatusCode,
  CompanyVisibilityCode,
  companyStatusFromCode,
} from '@/api/companies/company-status'
import type { CompanyProfile } from '@/api/companies/company-profile'
import type { CreateCompanyInputSchema, UpdateCompanyInputSchema } from '@/api/companies/company-write-input'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import {
  companies,
  type CompanyInsert,
  type CompanyProfileData,
  type CompanyRow,
} from '../../db/schema/companies'
import { AppError } from '../../core/app-error'
import { refreshCompanyJobsSearch } from '../jobs/search-vector'
import type { Viewer } from '../../core/policy'
import { companyNotFound, loadCompanyFor, profileFor } from './companies'
import { canCreateCompany, companyCan } from './company-policy'
import { resourceOf } from './company-visibility'
import type { ServiceContext } from '../../core/service-context'
import { firstFreeSlug, slugify } from '../../core/slug'

type CreateInput = v.InferOutput<typeof CreateCompanyInputSchema>
type UpdateInput = v.InferOutput<typeof UpdateCompanyInputSchema>

/** 'Smith & Sons' → 'smith-and-sons', then 'smith-and-sons-2', 'smith-and-sons-3'… for the next ones. */
async function uniqueSlug(db: Db, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name, { fallback: 'company', ampersandAsAnd: true })
  const rows = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(sql`${companies.slug} = ${base} or ${companies.slug} like ${`${base}-%`}`)
  return firstFreeSlug(base, new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug)))
}

/** '' means "cleared": stored as null. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null)

/** Drops undefined keys (a block that was not sent is kept as it is). */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}

type ProfileInput = Omit<UpdateInput, 'name' | 'status' | 'visibility'>

/** Column values and the merged profile jsonb from an input. */
function applyProfileInput(current: CompanyProfileData, input: ProfileInput) {
  const columns = defined({
    logo: blankToNull(input.logo),
    tagline: blankToNull(input.tagline),
    description: blankToNull(input.description),
    website: blankToNull(input.website),
    industry: blankToNull(input.industry),
    size: blankToNull(input.size),
    location: blankToNull(input.location),
    founded: input.founded,
  })
  const blocks: CompanyProfileData = defined({
    headquarters: input.headquarters,
    locations: input.locations,
    contact: input.contact,
    financials: input.financials,
    benefits: input.benefits,
    culture: input.culture,
    technologies: input.technologies,
    techStack: input.techStack,
    perks: input.perks,
    mission: blankToNull(input.mission),
    vision: blankToNull(input.vision),
    values: input.values,
  })
  return { columns, profile: { ...current, ...blocks } }
}

/**
 * The account a new company belongs to: the caller's current account when they own it and it is a company
 * account; else their own first company account; else the current account they own (personal); else none.
 */
async function accountForNewCompany(db: Db, viewer: NonNullable<Viewer>): Promise<string | null> {
  const owned = await db
    .select({ id: accounts.id, kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.ownerUserId, viewer.userId))
    .orderBy(asc(accounts.createdAt))
  const current = owned.find((account) => account.id === viewer.accountId)
  if (current?.kind === 'company') return current.id
  const company = owned.find((account) => account.kind === 'company')
  return company?.id ?? current?.id ?? null
}

/** POST /api/Companies: a draft company (status draft, visibility draft) owned by the caller. */
export async function createCompany(
  ctx: ServiceContext,
  viewer: Viewer,
  input: CreateInput,
): Promise<CompanyProfile> {
  if (!viewer || !canCreateCompany(viewer)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
      message: 'Only employers and admins can create companies.',
    })
  }
  const { columns, profile } = applyProfileInput({}, input)
  const now = ctx.now()
  const accountId = await accountForNewCompany(ctx.db, viewer)
  // Two creations with the same name at once: the unique index refuses the second slug; try again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const values: CompanyInsert = {
      ...columns,
      slug: await uniqueSlug(ctx.db, input.name),
      name: input.name,
      ownerUserId: viewer.userId,
      accountId,
      statusCode: CompanyStatusCode.draft,
      visibilityCode: CompanyVisibilityCode.draft,
      profile,
      createdAt: now,
      updatedAt: now,
    }
    const [row] = await ctx.db.insert(companies).values(values).onConflictDoNothing().returning()
    if (row) return profileFor(ctx.db, viewer, row, ctx.now())
  }
  throw new AppError(ErrorCode.CONFLICT_ERROR, { message: 'Please try again.' })
}

/**
 * Read-modify-write of one company under a row lock, so two edits at once (two onboarding ticks, two profile
 * blocks) never overwrite each other. `compute` sees the current row and returns the changes (or throws).
 */
export async function updateLocked(
  db: Db,
  id: string,
  compute: (tx: Db, row: CompanyRow) => Promise<Partial<CompanyInsert>> | Partial<CompanyInsert>,
): Promise<CompanyRow> {
  // Inside the callback only `tx` is used: touching the outer db there deadlocks PGlite.
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update')
    if (!row) throw companyNotFound()
    const changes = await compute(tx, row)
    const [updated] = await tx.update(companies).set(changes).where(eq(companies.id, id)).returning()
    if (!updated) throw companyNotFound()
    return updated
  })
}

/**
 * PUT /api/Companies/{id}: profile fields need edit rights (owner, account owner, account recruiter); status
 * and visibility need manage rights (owner, account owner). A draft becomes 'onboarding' on its first edit.
 */
export async function updateCompany(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
  input: UpdateInput,
): Promise<CompanyProfile> {
  const loaded = await loadCompanyFor(ctx.db, viewer, idOrSlug, 'editProfile')
  if (input.status !== undefined || input.visibility !== undefined) {
    if (!companyCan(viewer, 'changeStatus', resourceOf(loaded))) {
      throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
        message: 'Only the company owner can change its status or visibility.',
      })
    }
  }
  let renamed = false
  const updated = await updateLocked(ctx.db, loaded.id, async (tx, row) => {
    const changes: Partial<CompanyInsert> = {}
    if (input.status !== undefined) {
      const from = companyStatusFromCode(row.statusCode)
      if (input.status !== from) {
        if (!COMPANY_STATUS_TRANSITIONS[from].includes(input.status)) {
          throw new AppError(ErrorCode.CONFLICT_ERROR, {
            message:
              from === 'draft' || from === 'onboarding'
                ? 'Complete onboarding and publish the company first.'
                : `A ${from} company cannot become ${input.status}.`,
            details: { from, to: input.status },
          })
        }
        changes.statusCode = CompanyStatusCode[input.status]
      }
    }
    if (input.visibility !== undefined) changes.visibilityCode = CompanyVisibilityCode[input.visibility]
    const { columns, profile } = applyProfileInput(row.profile, input)
    Object.assign(changes, columns, { profile })
    if (input.name !== undefined && input.name !== row.name) {
      changes.name = input.name
      renamed = true
      // The address of a published company stays stable; before that it follows the name.
      if (!row.publishedAt) changes.slug = await uniqueSlug(tx, input.name, row.id)
    }
    if (row.statusCode === CompanyStatusCode.draft && changes.statusCode === undefined) {
      changes.statusCode = CompanyStatusCode.onboarding
    }
    changes.updatedAt = ctx.now()
    return changes
  })
  // Job search includes the company name: a renamed company's jobs are found by the new one.
  if (renamed) await refreshCompanyJobsSearch(ctx.db, updated.id)
  return profileFor(ctx.db, viewer, updated, ctx.now())
}
