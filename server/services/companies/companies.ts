import { and, asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  COMPANY_STATUS_TRANSITIONS,
  CompanyStatusCode,
  CompanyVisibilityCode,
  ONBOARDING_TASKS,
  companyStatusFromCode,
  isPlaceholderCompanyName,
  onboardingProgress,
  type CompanyProfile,
  type CreateCompanyInputSchema,
  type OnboardingTaskId,
  type UpdateCompanyInputSchema,
} from '@/api/companies'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import {
  companies,
  companyDailyViews,
  companyFollows,
  type CompanyInsert,
  type CompanyProfileData,
  type CompanyRow,
} from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { AppError } from '../../http/app-error'
import { fullName, isUuid } from '../auth/user-records'
import { refreshCompanyJobsSearch } from '../jobs/search-vector'
import type { Viewer } from '../policy'
import { countsFor } from './company-counts'
import { onboardingTasksOf, toCompany, toProfileData } from './company-dto'
import {
  canCreateCompany,
  canSeeTeam,
  companyCan,
  companyRelation,
  isCompanyOwner,
  type CompanyAction,
} from './company-policy'
import { resourceOf } from './company-visibility'

export type CompanyContext = { db: Db; now: () => Date }
type CreateInput = v.InferOutput<typeof CreateCompanyInputSchema>
type UpdateInput = v.InferOutput<typeof UpdateCompanyInputSchema>

/** By id (a UUID) or by slug; undefined when there is none. Never lets a non-UUID reach the uuid column. */
export async function findCompany(db: Db, idOrSlug: string): Promise<CompanyRow | undefined> {
  const key = idOrSlug.trim()
  if (!key) return undefined
  const [row] = await db
    .select()
    .from(companies)
    .where(isUuid(key) ? eq(companies.id, key) : eq(companies.slug, key.toLowerCase()))
  return row
}

export async function findCompanyBySlug(db: Db, slug: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug.trim().toLowerCase()))
  return row
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'Company not found.' })

/**
 * The company if the viewer may see it, else 404 (a hidden company's existence does not leak); then 403
 * unless the viewer may also do `action`.
 */
export async function loadCompanyFor(
  db: Db,
  viewer: Viewer,
  idOrSlug: string,
  action: CompanyAction = 'view',
  forbiddenMessage?: string,
): Promise<CompanyRow> {
  const row = await findCompany(db, idOrSlug)
  if (!row || !companyCan(viewer, 'view', resourceOf(row))) throw notFound()
  if (action !== 'view' && !companyCan(viewer, action, resourceOf(row))) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, forbiddenMessage ? { message: forbiddenMessage } : {})
  }
  return row
}

export async function isFollowing(db: Db, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyFollows.userId })
    .from(companyFollows)
    .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)))
  return row !== undefined
}

async function teamOf(db: Db, row: CompanyRow) {
  const members = row.accountId
    ? await db
        .select({ user: users, role: accountMemberships.role })
        .from(accountMemberships)
        .innerJoin(users, eq(users.id, accountMemberships.userId))
        .where(and(eq(accountMemberships.accountId, row.accountId), eq(users.isDemo, false)))
        .orderBy(asc(accountMemberships.createdAt))
    : await db
        .select({ user: users, role: sql<string>`'Admin'` })
        .from(users)
        .where(eq(users.id, row.ownerUserId))
  return members.map(({ user, role }) => ({
    userId: user.id,
    slug: user.slug,
    name: fullName(user),
    avatar: user.avatar,
    headline: user.headline,
    role,
  }))
}

/** The full profile as `viewer` sees it (flags, team only for insiders). */
export async function profileFor(
  db: Db,
  viewer: Viewer,
  row: CompanyRow,
  now: Date,
): Promise<CompanyProfile> {
  const resource = resourceOf(row)
  const [counts, following, team] = await Promise.all([
    countsFor(db, [row.id], now),
    viewer ? isFollowing(db, viewer.userId, row.id) : Promise.resolve(false),
    canSeeTeam(viewer, resource) ? teamOf(db, row) : Promise.resolve([]),
  ])
  return {
    ...toCompany(row, counts.get(row.id)),
    data: toProfileData(row),
    onboardingTasks: onboardingTasksOf(row),
    teamMembers: team,
    canEdit: companyCan(viewer, 'editProfile', resource),
    canManage: companyCan(viewer, 'manageTeam', resource),
    isOwner: isCompanyOwner(viewer, resource),
    isFollowing: following,
    isAuthenticated: viewer !== null,
  }
}

/** One profile view: the total on the row and today's counter (trending). */
export async function recordView(db: Db, companyId: string, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  await db
    .update(companies)
    .set({ views: sql`${companies.views} + 1` })
    .where(eq(companies.id, companyId))
  await db
    .insert(companyDailyViews)
    .values({ companyId, day, views: 1 })
    .onConflictDoUpdate({
      target: [companyDailyViews.companyId, companyDailyViews.day],
      set: { views: sql`${companyDailyViews.views} + 1` },
    })
}

/**
 * GET /api/Companies/{id} and /slug/{slug}. A view is recorded unless the viewer is the owner or works in
 * the company's account.
 */
export async function getCompanyProfile(
  ctx: CompanyContext,
  viewer: Viewer,
  row: CompanyRow,
): Promise<CompanyProfile> {
  const relation = companyRelation(viewer, resourceOf(row))
  const insider =
    (viewer !== null && viewer.userId === row.ownerUserId) ||
    relation === 'owner' ||
    relation === 'account-owner' ||
    relation === 'account-recruiter' ||
    relation === 'account-member'
  if (!insider) {
    await recordView(ctx.db, row.id, ctx.now())
    row = { ...row, views: row.views + 1 }
  }
  return profileFor(ctx.db, viewer, row, ctx.now())
}

// ---------------------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------------------

export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return base || 'company'
}

/** 'acme', then 'acme-2', 'acme-3'…; a slug never looks like a UUID (it has no 8-4-4-4-12 shape). */
async function uniqueSlug(db: Db, name: string, exceptId?: string): Promise<string> {
  const base = slugBase(name)
  const rows = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(sql`${companies.slug} = ${base} or ${companies.slug} like ${`${base}-%`}`)
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
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
  ctx: CompanyContext,
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
async function updateLocked(
  db: Db,
  id: string,
  compute: (tx: Db, row: CompanyRow) => Promise<Partial<CompanyInsert>> | Partial<CompanyInsert>,
): Promise<CompanyRow> {
  // Inside the callback only `tx` is used: touching the outer db there deadlocks PGlite.
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update')
    if (!row) throw notFound()
    const changes = await compute(tx, row)
    const [updated] = await tx.update(companies).set(changes).where(eq(companies.id, id)).returning()
    if (!updated) throw notFound()
    return updated
  })
}

/**
 * PUT /api/Companies/{id}: profile fields need edit rights (owner, account owner, account recruiter); status
 * and visibility need manage rights (owner, account owner). A draft becomes 'onboarding' on its first edit.
 */
export async function updateCompany(
  ctx: CompanyContext,
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

/**
 * Why a required onboarding task cannot be done yet, or null. Ticking a required task needs its data, so
 * 'Ready to publish' means the profile really is ready.
 */
export function missingRequirement(taskId: string, row: CompanyRow): string | null {
  const profile = row.profile
  switch (taskId) {
    case 'basics':
      return !isPlaceholderCompanyName(row.name) && row.industry && row.size
        ? null
        : 'Add the company’s real name, an industry and a size first'
    case 'about':
      return row.description?.trim() ? null : 'Add a description first'
    case 'location':
      return row.location?.trim() ||
        profile.headquarters?.city ||
        profile.headquarters?.remote ||
        (profile.locations ?? []).length > 0
        ? null
        : 'Add a location first'
    case 'contact':
      return row.website || profile.contact?.email || profile.contact?.website
        ? null
        : 'Add a website or a contact email first'
    default:
      return null
  }
}

/** PUT /api/Companies/{id}/onboarding/tasks/{taskId} {completed}. */
export async function setOnboardingTask(
  ctx: CompanyContext,
  viewer: Viewer,
  idOrSlug: string,
  taskId: string,
  completed: boolean,
): Promise<CompanyProfile> {
  const loaded = await loadCompanyFor(ctx.db, viewer, idOrSlug, 'editProfile')
  const task = ONBOARDING_TASKS.find((candidate) => candidate.id === taskId)
  if (!task) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'Unknown onboarding task.' })
  const updated = await updateLocked(ctx.db, loaded.id, (_tx, row) => {
    if (completed && task.required) {
      const missing = missingRequirement(task.id, row)
      if (missing) {
        throw new AppError(ErrorCode.VALIDATION_ERROR, {
          message: `Validation failed: ${task.id}: ${missing}`,
          details: { issues: [{ path: task.id, message: missing }] },
        })
      }
    }
    const now = ctx.now()
    const others = row.onboardingTasks.filter((state) => state.id !== (task.id as OnboardingTaskId))
    return {
      onboardingTasks: completed
        ? [...others, { id: task.id, completed: true, completedAt: now.toISOString() }]
        : others,
      updatedAt: now,
      ...(row.statusCode === CompanyStatusCode.draft ? { statusCode: CompanyStatusCode.onboarding } : {}),
    }
  })
  return profileFor(ctx.db, viewer, updated, ctx.now())
}

/**
 * POST /api/Companies/{id}/publish: draft/onboarding → active, only at 100% (every required task done and
 * its data still there). Visibility 'draft' becomes 'public'; 'private' stays private.
 */
export async function publishCompany(
  ctx: CompanyContext,
  viewer: Viewer,
  idOrSlug: string,
): Promise<CompanyProfile> {
  const loaded = await loadCompanyFor(
    ctx.db,
    viewer,
    idOrSlug,
    'publish',
    'Only the company owner can publish it.',
  )
  const updated = await updateLocked(ctx.db, loaded.id, (_tx, row) => {
    if (row.statusCode !== CompanyStatusCode.draft && row.statusCode !== CompanyStatusCode.onboarding) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: 'This company is already published.' })
    }
    const tasks = onboardingTasksOf(row)
    const incomplete = tasks
      .filter((task) => task.required && (!task.completed || missingRequirement(task.id, row) !== null))
      .map((task) => task.id)
    if (incomplete.length > 0) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, {
        message: 'Complete the required onboarding tasks before publishing.',
        details: { onboardingProgress: onboardingProgress(tasks), incompleteTasks: incomplete },
      })
    }
    const now = ctx.now()
    return {
      statusCode: CompanyStatusCode.active,
      visibilityCode:
        row.visibilityCode === CompanyVisibilityCode.draft
          ? CompanyVisibilityCode.public
          : row.visibilityCode,
      publishedAt: now,
      updatedAt: now,
    }
  })
  return profileFor(ctx.db, viewer, updated, ctx.now())
}
