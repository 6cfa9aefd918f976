import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { users } from './users'

/** One office: headquarters or one of the other locations of a company profile. */
export interface CompanyLocationData {
  address?: string | null
  city?: string | null
  state?: string | null
  country?: string | null
  postalCode?: string | null
  timezone?: string | null
  remote?: boolean | null
}

/**
 * The company profile's data blocks (locations, contact, financials, benefits, culture, tech stack, perks,
 * mission, vision, values) that have no column of their own. Every block is optional: a new draft company
 * has `{}`. The contract (`src/api/companies/company-profile-input.ts`) validates what goes in.
 */
export interface CompanyProfileData {
  headquarters?: CompanyLocationData | null
  locations?: CompanyLocationData[]
  contact?: {
    email?: string | null
    phone?: string | null
    website?: string | null
    linkedin?: string | null
    twitter?: string | null
    facebook?: string | null
  } | null
  financials?: {
    fundingStage?: string | null
    fundingAmount?: number | null
    totalFunding?: number | null
    currency?: string | null
    valuation?: number | null
    revenue?: number | null
    profitability?: string | null
    investors?: string[]
  } | null
  benefits?: {
    healthInsurance?: boolean
    dentalInsurance?: boolean
    visionInsurance?: boolean
    retirement401k?: boolean
    retirementPlan?: boolean
    stockOptions?: boolean
    paidTimeOff?: boolean
    parentalLeave?: boolean
    flexibleSchedule?: boolean
    remoteWork?: boolean
    learningBudget?: boolean
    professionalDevelopment?: boolean
    gymMembership?: boolean
    freeFood?: boolean
    commuteBenefits?: boolean
    other?: string[]
  } | null
  culture?: string[]
  technologies?: string[]
  techStack?: string[]
  perks?: string[]
  mission?: string | null
  vision?: string | null
  values?: string[]
}

/** Which onboarding task is done; the task list itself (titles, required, order) is fixed in the contract. */
export interface CompanyOnboardingTaskState {
  id: string
  completed: boolean
  completedAt?: string | null
}

/**
 * Companies. `status_code` is the spec's numeric status 0–4 (draft, onboarding, active, paused, inactive) and
 * `visibility_code` its 0–2 (public, private, draft). A company belongs to the user who created it and to a
 * (company) account whose recruiters may manage it. Demo companies (`is_demo`) never appear in public lists.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull().default(''),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    statusCode: integer('status_code').notNull().default(0),
    visibilityCode: integer('visibility_code').notNull().default(2),
    industry: text('industry'),
    size: text('size'),
    location: text('location'),
    logo: text('logo'),
    tagline: text('tagline'),
    description: text('description'),
    website: text('website'),
    founded: integer('founded'),
    profile: jsonb('profile')
      .$type<CompanyProfileData>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    onboardingTasks: jsonb('onboarding_tasks')
      .$type<CompanyOnboardingTaskState[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    views: integer('views').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Hidden by an admin after a report (issue 18): out of every list and page but its owner's and admins'. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_slug_idx').on(table.slug),
    index('companies_owner_idx').on(table.ownerUserId),
    index('companies_account_idx').on(table.accountId),
    index('companies_listing_idx').on(table.statusCode, table.visibilityCode),
  ],
)

/** Who follows which company; following is a state (PUT-like), so the pair is the key. */
export const companyFollows = pgTable(
  'company_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('company_follows_company_idx').on(table.companyId, table.createdAt),
  ],
)

/** Profile views per company and UTC day: trending weighs recent views (the total is `companies.views`). */
export const companyDailyViews = pgTable(
  'company_daily_views',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.day] }),
    index('company_daily_views_day_idx').on(table.day),
  ],
)

export type CompanyRow = typeof companies.$inferSelect
export type CompanyInsert = typeof companies.$inferInsert
