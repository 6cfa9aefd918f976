import { and, asc, eq, like } from 'drizzle-orm'
import { BENEFIT_KEYS } from '@/api/companies/company-profile'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import { INDUSTRIES } from '@/api/companies/company-industries'
import { ONBOARDING_TASKS } from '@/api/companies/company-onboarding'
import { Role, roleToCode } from '@/api/roles'
import { UNUSABLE_PASSWORD_HASH } from '../modules/auth/passwords'
import { createAccount, findUserByEmail, insertUserWithAccounts } from '../modules/auth/user-records'
import { accounts } from '../db/schema/accounts'
import {
  companies,
  companyFollows,
  type CompanyInsert,
  type CompanyOnboardingTaskState,
  type CompanyProfileData,
} from '../db/schema/companies'
import { users } from '../db/schema/users'
import { SIZE_WEIGHTS } from './company-size'
import { companyTexts } from './company-texts'
import { rewriteCompanyTexts } from './rewrite-sample-texts'
import {
  CITIES,
  CULTURE,
  FLAVOURS,
  FUNDING_STAGES,
  GENERIC_TECH,
  INVESTORS,
  PERKS,
} from './sample-data/company-pools'
import { DEMO_OWNER_EMAIL } from './sample-identities'
import { SEED_REF_DATE, type Seeder } from './seeder'

/** Listed companies: 60, so each of the 40 industries has at least one (20 have two). */
export const SAMPLE_LISTED_COMPANIES = 60
export { DEMO_OWNER_EMAIL }

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

type Kind = 'listed' | 'onboarding' | 'draft' | 'private' | 'paused' | 'placeholder' | 'demo' | 'demo-owner'

/**
 * ≥ 60 listed companies with full profiles across the spec's 40 industries, plus a few that must stay
 * out of public lists (drafts, onboarding, private, paused, a placeholder name, demo companies, one owned by a
 * demo person). employer@reelhire.dev owns one active and one onboarding company in its company account;
 * the others belong to the sample recruiters, each in a company account of its own. jobseeker@reelhire.dev
 * follows a few, and sample job seekers follow them for realistic follower counts. Sizes are drawn mostly
 * mid-sized and large (company-size.ts: the jobs seeder gives each company only as many jobs as its size
 * allows); taglines, descriptions, missions and values come from the industry's hand-written texts.
 */
export const companiesSeeder: Seeder = {
  name: 'companies',
  version: 2,
  async run({ db, log }, { faker, previousVersion }) {
    if (previousVersion !== null && previousVersion < 2) {
      // Version 1's companies keep their ids; their texts and sizes are brought up to date in place.
      const rewritten = await rewriteCompanyTexts(db, new Date())
      log.info({ companies: rewritten }, 'sample companies rewritten in place')
      return
    }
    const employer = await findUserByEmail(db, 'employer@reelhire.dev')
    const seeker = await findUserByEmail(db, 'jobseeker@reelhire.dev')
    const recruiters = await db
      .select({ id: users.id })
      .from(users)
      .where(and(like(users.email, '%@sample.reelhire.dev'), eq(users.roleCode, roleToCode(Role.Recruiter))))
      .orderBy(asc(users.email))
    const sampleSeekers = await db
      .select({ id: users.id })
      .from(users)
      .where(and(like(users.email, '%@sample.reelhire.dev'), eq(users.roleCode, roleToCode(Role.JobSeeker))))
      .orderBy(asc(users.email))
    if (!employer || recruiters.length === 0) {
      log.warn('companies seeder: the identity seeders have not run; nothing seeded')
      return
    }
    const [employerAccount] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.ownerUserId, employer.id), eq(accounts.kind, 'company')))
      .orderBy(asc(accounts.createdAt))
    let demoOwner = await findUserByEmail(db, DEMO_OWNER_EMAIL)
    demoOwner ??= await insertUserWithAccounts(db, {
      email: DEMO_OWNER_EMAIL,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      firstName: 'Demo',
      lastName: 'Owner',
      role: Role.Employer,
      isDemo: true,
      emailVerifiedAt: SEED_REF_DATE,
      createdAt: SEED_REF_DATE,
    })

    const plan: Kind[] = [
      ...Array.from({ length: SAMPLE_LISTED_COMPANIES }, () => 'listed' as const),
      'onboarding',
      'onboarding',
      'draft',
      'private',
      'paused',
      'placeholder',
      'demo',
      'demo',
      'demo-owner',
    ]
    const existing = new Set((await db.select({ id: companies.id }).from(companies)).map((row) => row.id))
    const usedNames = new Set<string>()
    const seeded: { id: string; kind: Kind }[] = []

    for (const [index, kind] of plan.entries()) {
      // Everything is drawn in a fixed order, inserted or not, so the data never shifts.
      const id = faker.string.uuid()
      const industry = INDUSTRIES[index % INDUSTRIES.length]!
      const flavour = FLAVOURS[industry]
      let name = ''
      do {
        name = `${faker.person.lastName()} ${faker.helpers.arrayElement(flavour.suffixes)}`
      } while (usedNames.has(name))
      usedNames.add(name)
      if (kind === 'placeholder') name = 'New Company'
      const home = faker.helpers.arrayElement(CITIES)
      const others = faker.helpers.arrayElements(
        CITIES.filter((city) => city !== home),
        { min: 0, max: 3 },
      )
      const domain = `${slugOf(name).replace(/-/g, '')}.example.com`
      const founded = faker.number.int({ min: 1950, max: 2023 })
      // The sample employer's listed company posts the employer's two dozen jobs (jobs.ts): room for them.
      const size = index === 0 ? '201-500' : faker.helpers.weightedArrayElement(SIZE_WEIGHTS)
      const stage = faker.helpers.arrayElement(FUNDING_STAGES)
      const totalFunding =
        stage === 'Bootstrapped' ? null : faker.number.int({ min: 1, max: 400 }) * 1_000_000
      const benefits = Object.fromEntries(
        BENEFIT_KEYS.map((key) => [key, faker.datatype.boolean({ probability: 0.6 })]),
      ) as Record<(typeof BENEFIT_KEYS)[number], boolean>
      const texts = companyTexts(id, { name, industry, size, founded, city: home.city })
      const profile: CompanyProfileData = {
        headquarters: {
          address: faker.location.streetAddress(),
          city: home.city,
          state: home.state,
          country: home.country,
          postalCode: faker.location.zipCode(),
          timezone: home.timezone,
          remote: false,
        },
        locations: others.map((city) => ({
          city: city.city,
          state: city.state,
          country: city.country,
          timezone: city.timezone,
          remote: false,
        })),
        contact: {
          email: `careers@${domain}`,
          phone: faker.phone.number({ style: 'international' }),
          website: `https://${domain}`,
          linkedin: `https://www.linkedin.com/company/${slugOf(name)}`,
          twitter: faker.datatype.boolean() ? `https://x.com/${slugOf(name).replace(/-/g, '')}` : null,
          facebook: null,
        },
        financials: {
          fundingStage: stage,
          fundingAmount: totalFunding ? Math.round(totalFunding / 3) : null,
          totalFunding,
          currency: 'USD',
          valuation: totalFunding ? totalFunding * faker.number.int({ min: 3, max: 12 }) : null,
          revenue: faker.number.int({ min: 1, max: 900 }) * 1_000_000,
          profitability: faker.helpers.arrayElement(['Profitable', 'Break-even', 'Investing in growth']),
          investors: totalFunding ? faker.helpers.arrayElements(INVESTORS, { min: 1, max: 3 }) : [],
        },
        benefits: { ...benefits, other: faker.helpers.arrayElements(PERKS, { min: 0, max: 2 }) },
        culture: faker.helpers.arrayElements(CULTURE, { min: 2, max: 5 }),
        technologies: faker.helpers.arrayElements(flavour.tech, { min: 2, max: 4 }),
        techStack: faker.helpers.arrayElements([...flavour.tech, ...GENERIC_TECH], { min: 3, max: 6 }),
        perks: faker.helpers.arrayElements(PERKS, { min: 2, max: 4 }),
        mission: texts.mission,
        vision: `To be the most trusted name in ${industry.toLowerCase()}.`,
        values: texts.values,
      }
      const createdAt = faker.date.past({ years: 3, refDate: SEED_REF_DATE })
      const publishedAt = new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 30 }) * 86_400_000)
      const views = faker.number.int({ min: 40, max: 60_000 })
      const completedOptional = faker.helpers.arrayElements(['logo', 'culture', 'team', 'first-job'], {
        min: 1,
        max: 4,
      })
      if (existing.has(id)) continue

      // The sample employer owns the first listed company and the first onboarding one.
      const ownedByEmployer =
        (kind === 'listed' && index === 0) || (kind === 'onboarding' && plan.indexOf('onboarding') === index)
      const ownerId =
        kind === 'demo-owner'
          ? demoOwner.id
          : ownedByEmployer
            ? employer.id
            : recruiters[index % recruiters.length]!.id
      let accountId: string | null = ownedByEmployer ? (employerAccount?.id ?? null) : null
      if (!ownedByEmployer) {
        const [owner] = await db.select().from(users).where(eq(users.id, ownerId))
        if (owner) accountId = (await createAccount(db, owner, 'company', name)).id
      }

      const onboardingTasks = onboardingFor(kind, completedOptional, publishedAt)
      const values: CompanyInsert = {
        id,
        slug: slugOf(name) || `company-${index}`,
        name,
        ownerUserId: ownerId,
        accountId,
        statusCode: STATUS_OF[kind],
        visibilityCode: VISIBILITY_OF[kind],
        industry: kind === 'draft' || kind === 'placeholder' ? null : industry,
        size: kind === 'draft' || kind === 'placeholder' ? null : size,
        location: `${home.city}, ${home.state ?? home.country}`,
        logo: null,
        tagline: kind === 'draft' || kind === 'placeholder' ? null : texts.tagline,
        description: kind === 'draft' || kind === 'placeholder' ? null : texts.description,
        website: `https://${domain}`,
        founded,
        profile: kind === 'draft' || kind === 'placeholder' ? {} : profile,
        onboardingTasks,
        views: kind === 'listed' || kind === 'paused' ? views : 0,
        isDemo: kind === 'demo',
        publishedAt: STATUS_OF[kind] >= CompanyStatusCode.active ? publishedAt : null,
        createdAt,
        updatedAt: publishedAt,
      }
      if (kind === 'placeholder') values.slug = `new-company-${index}`
      const [row] = await db
        .insert(companies)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: companies.id })
      if (row) seeded.push({ id: row.id, kind })
    }

    // jobseeker@reelhire.dev follows five listed companies (one of them the employer's).
    const listed = seeded.filter((company) => company.kind === 'listed').map((company) => company.id)
    const follows: { userId: string; companyId: string; createdAt: Date }[] = []
    if (seeker) {
      for (const [i, companyId] of listed.slice(0, 5).entries()) {
        follows.push({
          userId: seeker.id,
          companyId,
          createdAt: new Date(SEED_REF_DATE.getTime() - i * 86_400_000),
        })
      }
    }
    for (const companyId of listed) {
      const fans = faker.helpers.arrayElements(sampleSeekers, { min: 0, max: 40 })
      for (const fan of fans) {
        follows.push({
          userId: fan.id,
          companyId,
          createdAt: faker.date.recent({ days: 90, refDate: SEED_REF_DATE }),
        })
      }
    }
    for (let i = 0; i < follows.length; i += 500) {
      await db
        .insert(companyFollows)
        .values(follows.slice(i, i + 500))
        .onConflictDoNothing()
    }
    log.info({ companies: seeded.length, follows: follows.length }, 'sample companies ready')
  },
}

const STATUS_OF: Record<Kind, number> = {
  listed: CompanyStatusCode.active,
  onboarding: CompanyStatusCode.onboarding,
  draft: CompanyStatusCode.draft,
  private: CompanyStatusCode.active,
  paused: CompanyStatusCode.paused,
  placeholder: CompanyStatusCode.draft,
  demo: CompanyStatusCode.active,
  'demo-owner': CompanyStatusCode.active,
}

const VISIBILITY_OF: Record<Kind, number> = {
  listed: CompanyVisibilityCode.public,
  onboarding: CompanyVisibilityCode.draft,
  draft: CompanyVisibilityCode.draft,
  private: CompanyVisibilityCode.private,
  paused: CompanyVisibilityCode.public,
  placeholder: CompanyVisibilityCode.draft,
  demo: CompanyVisibilityCode.public,
  'demo-owner': CompanyVisibilityCode.public,
}

/** Published companies finished the required tasks; onboarding ones are half-way; drafts have none. */
function onboardingFor(kind: Kind, optional: string[], at: Date): CompanyOnboardingTaskState[] {
  const completedAt = at.toISOString()
  if (kind === 'draft' || kind === 'placeholder') return []
  if (kind === 'onboarding') return ['basics', 'about'].map((id) => ({ id, completed: true, completedAt }))
  return ONBOARDING_TASKS.filter((task) => task.required || optional.includes(task.id)).map((task) => ({
    id: task.id,
    completed: true,
    completedAt,
  }))
}
