import { and, eq, ne, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import { RESUME_SLUG_MIN } from '@/api/resumes/resume-inputs'
import type { SlugAvailability } from '@/api/resumes/resume-record'
import type { Db } from '../../db/client'
import { resumes } from '../../db/schema/resumes'
import { AppError } from '../../core/app-error'
import { firstFreeSlug, slugify } from '../../core/slug'
import { isUuid } from '../../core/uuid'

/**
 * Resume slugs: /resumes/{slug} and GET /api/Resume/{id or slug}. Normalised by the one slug helper;
 * words that are paths of their own (the resume pages and calls) and anything shaped like an id are
 * reserved, so a slug never shadows a route or another resume's id.
 */
export const RESERVED_RESUME_SLUGS: ReadonlySet<string> = new Set([
  'new',
  'create',
  'edit',
  'upload',
  'video',
  'public',
  'embedded',
  'embed',
  'user',
  'users',
  'save',
  'parse',
  'export',
  'import',
  'watch',
  'unwatch',
  'clone',
  'metadata',
  'promote',
  'validateslug',
  'mastergroups',
  'withownership',
  'getresumesownedbyauthuser',
  'createfromfile',
  'summarize',
  'sentimentprediction',
  'api',
  'admin',
  'me',
  'settings',
  'resume',
  'resumes',
  'null',
  'undefined',
])

/** The slug a text asks for: '' when it has no letter or digit. */
export const normalizeResumeSlug = (text: string) => slugify(text, { fallback: '' })

/** Why a normalised slug cannot be used, apart from being taken; null when its form is fine. */
function formProblem(slug: string): 'empty' | 'reserved' | null {
  if (slug.length < RESUME_SLUG_MIN) return 'empty'
  if (RESERVED_RESUME_SLUGS.has(slug) || isUuid(slug)) return 'reserved'
  return null
}

async function isTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(exceptId ? and(eq(resumes.slug, slug), ne(resumes.id, exceptId)) : eq(resumes.slug, slug))
    .limit(1)
  return row !== undefined
}

/** GET /api/Resume/validateSlug: `resumeId` is the resume that would take it (its own slug is free to it). */
export async function slugAvailability(db: Db, text: string, resumeId?: string): Promise<SlugAvailability> {
  const slug = normalizeResumeSlug(text)
  const problem = formProblem(slug)
  if (problem) return { slug, available: false, reason: problem }
  const taken = await isTaken(db, slug, resumeId && isUuid(resumeId) ? resumeId : undefined)
  return { slug, available: !taken, reason: taken ? 'taken' : null }
}

/** A wished slug for `resumeId`, or the 400/409 that says why not. */
export async function claimSlug(db: Db, text: string, resumeId?: string): Promise<string> {
  const answer = await slugAvailability(db, text, resumeId)
  if (answer.reason === 'empty') {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: `Validation failed: slug: Use at least ${RESUME_SLUG_MIN} letters or digits`,
      details: { issues: [{ path: 'slug', message: `Use at least ${RESUME_SLUG_MIN} letters or digits` }] },
    })
  }
  if (answer.reason === 'reserved') {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: RESUME_RULE_TEXTS.slugReserved })
  }
  if (answer.reason === 'taken')
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: RESUME_RULE_TEXTS.slugTaken })
  return answer.slug
}

/** A free slug made from a name: 'ana-silva', else 'ana-silva-2'…; short or reserved bases get '-resume'. */
export async function generateResumeSlug(db: Db, name: string): Promise<string> {
  let base = normalizeResumeSlug(name)
  if (formProblem(base)) base = base ? `${base}-resume` : 'my-resume'
  const rows = await db
    .select({ slug: resumes.slug })
    .from(resumes)
    .where(sql`${resumes.slug} = ${base} or ${resumes.slug} like ${`${base}-%`}`)
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)))
}
