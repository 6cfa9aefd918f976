import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import type { ResumeMetadataInput, ResumeSaveInput } from '@/api/resumes/resume-inputs'
import { DEFAULT_RESUME_PRIVACY } from '@/api/resumes/resume-privacy'
import type { Resume, ResumeSaveResult } from '@/api/resumes/resume-record'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { resumes, type ResumeRow } from '../../db/schema/resumes'
import { AppError } from '../../core/app-error'
import { canCreateResume, type Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { contentForCreate, metadataColumns, nameForCreate, requestedPrivacy } from './resume-columns'
import { toResume } from './resume-dto'
import { resourceOfResume } from './resume-policy'
import { flagsFor, loadResumeFor, type LoadedResume } from './resume-records'
import { claimSlug, generateResumeSlug } from './resume-slug'

/** Creating and editing one resume: POST /api/Resume/Save, PUT /api/Resume/{id}, PUT /api/Resume/{id}/metadata. */

type Insert = typeof resumes.$inferInsert

/** The owner's personal account: a resume is the person's, whichever account they act in. */
async function personalAccountOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerUserId, userId), eq(accounts.kind, 'personal')))
    .limit(1)
  return row?.id ?? null
}

async function hasResumeWhere(db: Db, userId: string, flag: 'isMaster' | 'isActive'): Promise<boolean> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes[flag], true)))
    .limit(1)
  return row !== undefined
}

/**
 * Inserts a new resume of `userId`; the owner's first resume (no master yet) becomes master and active.
 * Two creations at once can both see "no master" or take the same slug: the unique indexes refuse the
 * second insert, which then looks again.
 */
export async function insertResume(
  db: Db,
  userId: string,
  values: Omit<Insert, 'userId' | 'slug' | 'isMaster' | 'isActive'>,
  slug: { wished?: string; from: string },
): Promise<ResumeRow> {
  const accountId = values.accountId === undefined ? await personalAccountOf(db, userId) : values.accountId
  for (let attempt = 0; attempt < 5; attempt++) {
    const row: Insert = {
      ...values,
      userId,
      accountId,
      slug:
        slug.wished !== undefined
          ? await claimSlug(db, slug.wished)
          : await generateResumeSlug(db, slug.from),
      isMaster: values.parentId ? false : !(await hasResumeWhere(db, userId, 'isMaster')),
      isActive: !(await hasResumeWhere(db, userId, 'isActive')),
    }
    const [inserted] = await db.insert(resumes).values(row).onConflictDoNothing().returning()
    if (inserted) return inserted
  }
  throw new AppError(ErrorCode.CONFLICT_ERROR, { message: 'Please try again.' })
}

async function createResume(ctx: ServiceContext, viewer: Viewer, input: ResumeSaveInput): Promise<Resume> {
  if (!viewer || !canCreateResume(viewer)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: RESUME_RULE_TEXTS.createNeedsJobSeeker })
  }
  const content = contentForCreate(input)
  const name = nameForCreate(input, content)
  if (!name) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: `Validation failed: name: ${RESUME_RULE_TEXTS.nameRequired}`,
      details: { issues: [{ path: 'name', message: RESUME_RULE_TEXTS.nameRequired }] },
    })
  }
  const now = ctx.now()
  const row = await insertResume(
    ctx.db,
    viewer.userId,
    {
      ...metadataColumns(input),
      name,
      privacy: requestedPrivacy(input) ?? DEFAULT_RESUME_PRIVACY,
      content,
      createdAt: now,
      updatedAt: now,
    },
    { wished: input.slug, from: name },
  )
  return toResume(row, await flagsFor(ctx.db, viewer, { row, resource: resourceOfResume(row, false) }))
}

const versionConflict = (version: number) =>
  new AppError(ErrorCode.VERSION_CONFLICT, { details: { version } })

/**
 * Writes `changes` to a loaded resume if it is still at the version the caller saw (and at `baseVersion`
 * when the caller sent one): an edit made against an older version never silently overwrites a newer one.
 */
export async function writeResume(
  ctx: ServiceContext,
  loaded: LoadedResume,
  changes: Partial<Insert>,
  baseVersion?: number,
): Promise<ResumeRow> {
  const { row } = loaded
  if (baseVersion !== undefined && baseVersion !== row.version) throw versionConflict(row.version)
  const [updated] = await ctx.db
    .update(resumes)
    .set({ ...changes, version: row.version + 1, updatedAt: ctx.now() })
    .where(and(eq(resumes.id, row.id), eq(resumes.version, row.version)))
    .returning()
  if (!updated) {
    const [current] = await ctx.db
      .select({ version: resumes.version })
      .from(resumes)
      .where(eq(resumes.id, row.id))
    throw versionConflict(current?.version ?? row.version)
  }
  return updated
}

/**
 * Updating: the descriptive fields and the structured resume need edit rights (owner, account owner,
 * account recruiter); privacy needs manage rights (owner, account owner), like a company's visibility.
 */
export async function updateResume(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
  input: ResumeSaveInput,
  slugOverride?: string,
): Promise<Resume> {
  const loaded = await loadResumeFor(ctx.db, viewer, idOrSlug, 'edit')
  const changes: Partial<Insert> = metadataColumns(input)
  if (input.resume !== undefined) changes.content = input.resume
  const privacy = requestedPrivacy(input)
  if (privacy !== undefined && privacy !== loaded.row.privacy) {
    await loadResumeFor(ctx.db, viewer, loaded.row.id, 'manage')
    changes.privacy = privacy
  }
  const wished = slugOverride ?? input.slug
  if (wished !== undefined) changes.slug = await claimSlug(ctx.db, wished, loaded.row.id)
  const row = await writeResume(ctx, loaded, changes, input.baseVersion)
  return toResume(row, await flagsFor(ctx.db, viewer, { ...loaded, row }))
}

/** POST /api/Resume/Save: update the resume named by `id`, else create one. */
export async function saveResume(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ResumeSaveInput,
): Promise<ResumeSaveResult> {
  const resume = input.id
    ? await updateResume(ctx, viewer, input.id, input)
    : await createResume(ctx, viewer, input)
  return { id: resume.id, success: true, created: !input.id, resume }
}

/** PUT /api/Resume/{id}/metadata: the descriptive fields only. */
export async function updateResumeMetadata(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
  input: ResumeMetadataInput,
): Promise<Resume> {
  const loaded = await loadResumeFor(ctx.db, viewer, idOrSlug, 'edit')
  const row = await writeResume(ctx, loaded, metadataColumns(input), input.baseVersion)
  return toResume(row, await flagsFor(ctx.db, viewer, { ...loaded, row }))
}
