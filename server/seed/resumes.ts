import { and, eq, inArray, like, or } from 'drizzle-orm'
import { roleToCode, Role } from '@/api/roles'
import type { JsonResume } from '@/api/resumes/json-resume'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { firstFreeSlug, slugify } from '../core/slug'
import { accounts } from '../db/schema/accounts'
import { resumes } from '../db/schema/resumes'
import { users } from '../db/schema/users'
import { resumeForPerson, type ResumePerson } from './resume-content'
import { rowRandom } from './row-random'
import { SAMPLE_PEOPLE_EMAIL_DOMAIN } from './sample-identities'
import { SEED_REF_DATE, type Seeder } from './seeder'

/** The known job seeker (README) gets a public master and one recruiter_only variation. */
export const SAMPLE_RESUME_OWNER_EMAIL = 'jobseeker@reelhire.dev'

const DAY_MS = 86_400_000
const BATCH = 100

type Insert = typeof resumes.$inferInsert

/** Masters: mostly public, some for recruiters only, a few for connections, private or still drafts. */
function masterPrivacy(roll: number): ResumePrivacy {
  if (roll <= 60) return 'public'
  if (roll <= 80) return 'recruiter_only'
  if (roll <= 88) return 'connections'
  if (roll <= 95) return 'private'
  return 'draft'
}

const VARIATIONS = [
  {
    name: 'remote roles',
    tailor: (content: JsonResume): JsonResume => ({
      ...content,
      basics: {
        ...content.basics,
        summary:
          `${content.basics?.summary ?? ''} I am looking for a remote-first team and have worked across time zones.`.trim(),
      },
    }),
  },
  {
    name: 'one page',
    tailor: (content: JsonResume): JsonResume => ({
      ...content,
      work: content.work?.slice(0, 1),
      skills: content.skills?.slice(0, 4),
    }),
  },
] as const

/**
 * A master resume for every sample job seeker (and the known job seeker), written from their profile; about a
 * third also have a variation. People who already have a resume are left alone, so the seeder never adds a
 * second copy. Inserted in batches: a few hundred rows in a handful of statements.
 */
export const resumesSeeder: Seeder = {
  name: 'sample-resumes',
  version: 1,
  async run({ db, log }, { faker }) {
    const people = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.roleCode, roleToCode(Role.JobSeeker)),
          eq(users.onboardingComplete, true),
          eq(users.isDemo, false),
          or(like(users.email, `%${SAMPLE_PEOPLE_EMAIL_DOMAIN}`), eq(users.email, SAMPLE_RESUME_OWNER_EMAIL)),
        ),
      )
      .orderBy(users.createdAt, users.id)
    if (people.length === 0) return
    const ids = people.map((person) => person.id)
    const [owning, personal, taken] = await Promise.all([
      db.selectDistinct({ userId: resumes.userId }).from(resumes).where(inArray(resumes.userId, ids)),
      db
        .select({ id: accounts.id, ownerUserId: accounts.ownerUserId })
        .from(accounts)
        .where(and(inArray(accounts.ownerUserId, ids), eq(accounts.kind, 'personal'))),
      db.select({ slug: resumes.slug }).from(resumes),
    ])
    const hasResume = new Set(owning.map((row) => row.userId))
    const accountOf = new Map(personal.map((row) => [row.ownerUserId, row.id]))
    const slugs = new Set(taken.map((row) => row.slug))
    const claim = (text: string) => {
      const slug = firstFreeSlug(slugify(text, { fallback: 'my-resume' }), slugs)
      slugs.add(slug)
      return slug
    }
    const referenceYear = SEED_REF_DATE.getUTCFullYear()
    const masters: Insert[] = []
    const variations: Insert[] = []
    for (const user of people) {
      // Drawn for every person in a fixed order, skipped or not, so the data never shifts.
      const masterId = faker.string.uuid()
      const variationId = faker.string.uuid()
      if (hasResume.has(user.id)) continue
      const known = user.email === SAMPLE_RESUME_OWNER_EMAIL
      const random = rowRandom(`resume-meta:${user.id}`)
      const person: ResumePerson = { ...user, skills: user.skills }
      const content = resumeForPerson(person, referenceYear)
      const role = content.work?.[0]?.position ?? 'Resume'
      const fullName = `${user.firstName} ${user.lastName}`
      const createdAt = new Date(SEED_REF_DATE.getTime() - random.int(5, 300) * DAY_MS)
      const common = {
        userId: user.id,
        accountId: accountOf.get(user.id) ?? null,
        industry: null,
        employmentTypes: ['FullTime'],
        templateName: random.pick(['classic', 'modern', 'compact']),
        createdAt,
        updatedAt: createdAt,
      }
      masters.push({
        ...common,
        id: masterId,
        name: `${fullName} — ${role}`,
        slug: claim(fullName),
        description: content.basics?.label ?? null,
        privacy: known ? 'public' : masterPrivacy(random.int(1, 100)),
        isMaster: true,
        isActive: true,
        content,
      })
      if (!known && random.int(1, 3) !== 1) continue
      const variation = known ? VARIATIONS[0] : random.pick(VARIATIONS)
      const updatedAt = new Date(createdAt.getTime() + random.int(1, 4) * DAY_MS)
      variations.push({
        ...common,
        id: variationId,
        name: `${role} — ${variation.name}`,
        slug: claim(`${fullName} ${variation.name}`),
        description: `${role}, ${variation.name}`,
        privacy: known ? 'recruiter_only' : random.pick(['recruiter_only', 'private', 'draft'] as const),
        parentId: masterId,
        content: variation.tailor(content),
        createdAt: updatedAt,
        updatedAt,
      })
    }
    // Masters first: a variation's parent must exist.
    for (let i = 0; i < masters.length; i += BATCH)
      await db.insert(resumes).values(masters.slice(i, i + BATCH))
    for (let i = 0; i < variations.length; i += BATCH) {
      await db.insert(resumes).values(variations.slice(i, i + BATCH))
    }
    log.info({ masters: masters.length, variations: variations.length }, 'sample resumes written')
  },
}
