import { PASSWORD } from '../identity'
import { minimalPdf } from '../job-import-files'
import type { Sample } from './cases'
import type { World, WorldRole } from './world'

/** How the fuzz test calls one route: a valid-looking request and who makes it. */
export type RouteSample = {
  /** Who signs in; null: no token (public routes, sign-up, sign-in). */
  role: WorldRole | null
  body?: Sample
  /** Query keys the route reads (each is given every bad query value). */
  queryKeys?: readonly string[]
  /** The route may end the caller's session (sign-out, password change): a new session per case. */
  freshSession?: boolean
  /** The route has a per-user rate limit (apply: 30 an hour): a new user every few cases. */
  freshUser?: boolean
}

const iso = () => new Date(Date.now() + 7 * 86_400_000).toISOString()
const json = (body: unknown): Sample => ({ kind: 'json', body })

/** The valid value of each path param name, for a route of `world`. */
export function paramValues(world: World, path: string): Record<string, string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string)
  const value = (name: string) => {
    if (name === 'taskId') return 'team'
    if (name === 'slug') return path.startsWith('/api/Companies') ? world.company.slug : world.job.slug
    if (path.startsWith('/api/Auth/sessions')) return world.spareSessionId
    if (path.startsWith('/api/Job/alerts')) return world.alertId
    if (path.startsWith('/api/Companies')) return world.company.id
    if (path.startsWith('/api/Applications')) return world.applicationId
    if (path.startsWith('/api/Users')) return world.seeker.id
    return world.job.id
  }
  return Object.fromEntries(names.map((name) => [name, value(name)]))
}

const companyBody = () => ({
  name: 'Fuzz Co',
  tagline: 'We fuzz',
  description: 'A company that fuzzes.',
  website: 'https://example.com',
  industry: 'Technology',
  size: '11-50',
  location: 'Berlin',
  founded: 2001,
  headquarters: { city: 'Berlin', country: 'Germany', postalCode: '10115', remote: false },
  contact: { email: 'hi@example.com', phone: '+49 30 123', linkedin: 'https://linkedin.com/x' },
  financials: { fundingStage: 'Seed', fundingAmount: 1000, currency: 'EUR', investors: ['Someone'] },
  benefits: { other: ['Bikes'] },
  culture: ['Kind'],
  technologies: ['TypeScript'],
  values: ['Care'],
})

const jobBody = (world: World) => ({
  title: 'Fuzz engineer',
  description: 'Breaks things.',
  responsibilities: ['Break'],
  requirements: ['Patience'],
  skills: ['TypeScript'],
  location: 'Berlin',
  employmentType: ['FullTime'],
  seniority: ['Senior'],
  workSetting: 'Remote',
  expirationDate: iso(),
  status: 'Draft',
  salary: { currency: 'EUR', min: 50000, max: 70000, period: 'yearly' },
  companyId: world.company.id,
  isPublic: true,
})

const alertBody = {
  name: 'Fuzz alert',
  query: {
    search: 'engineer',
    location: 'Berlin',
    skills: ['react'],
    employmentType: ['full_time'],
    experienceLevel: ['senior'],
    salaryMin: 1000,
    salaryMax: 2000,
    isRemote: true,
  },
  frequency: 'daily',
  status: 'active',
}

const cartLine = { id: 'premium-seats', quantity: 1, users: 5, billingCycle: 'monthly' }

/** Routes keyed 'METHOD /path' as Hono lists them. A route missing here is fuzzed with a generic body. */
export function routeSamples(world: World): Record<string, RouteSample> {
  const employer = 'employer' as const
  return {
    'POST /api/contact': {
      role: null,
      body: json({
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hello',
        message: 'A message long enough.',
      }),
    },
    'POST /api/client-reports': {
      role: null,
      body: json({
        level: 'error',
        message: 'boom',
        url: 'https://x.test/',
        context: { a: 'b' },
        timestamp: new Date().toISOString(),
      }),
    },
    'POST /api/Auth/two-factor/email/enable': {
      role: employer,
      freshSession: true,
      body: json({ password: PASSWORD }),
    },
    'POST /api/Auth/two-factor/totp/setup': { role: employer, body: json({}) },
    'POST /api/Auth/two-factor/totp/enable': {
      role: employer,
      freshSession: true,
      body: json({ code: '123456' }),
    },
    'POST /api/Auth/two-factor/disable': {
      role: employer,
      freshSession: true,
      body: json({ password: PASSWORD }),
    },
    'POST /api/Auth/register': {
      role: null,
      body: json({
        email: 'new@example.com',
        password: 'Sturdy!Pass1',
        confirmPassword: 'Sturdy!Pass1',
        firstName: 'Ann',
        lastName: 'Lee',
        role: 'JobSeeker',
        referralCode: 'ABC',
      }),
    },
    'POST /api/Auth/login': {
      role: null,
      body: json({ email: world.seeker.email, password: PASSWORD, rememberMe: false }),
    },
    'POST /api/Auth/verify-2fa': {
      role: null,
      body: json({ tempAuthToken: 'a.b.c', verificationCode: '123456' }),
    },
    'POST /api/Auth/resend-2fa': { role: null, body: json({ tempAuthToken: 'a.b.c' }) },
    'POST /api/Auth/refresh': { role: null, body: json({ refreshToken: world.refreshToken }) },
    'POST /api/Auth/logout': { role: employer, freshSession: true, body: json({}) },
    'POST /api/Auth/logout-all': { role: employer, freshSession: true, body: json({}) },
    'POST /api/Auth/resend-email-verification': { role: employer, body: json({}) },
    'POST /api/Auth/change-password': {
      role: employer,
      freshSession: true,
      body: json({ currentPassword: PASSWORD, newPassword: 'Other!Pass22' }),
    },
    'DELETE /api/Auth/sessions/:id': { role: employer },
    'GET /api/account/ConfirmEmail': { role: null, queryKeys: ['userId', 'code'] },
    'POST /api/account/reset-password': { role: null, body: json({ email: world.seeker.email }) },
    'POST /api/account/confirm-password-reset': {
      role: null,
      body: json({ userId: world.seeker.id, token: 'abc', newPassword: 'Other!Pass22' }),
    },
    'POST /api/account/switch': {
      role: employer,
      freshSession: true,
      body: json({ accountId: world.company.accountId }),
    },
    'PUT /api/Users/me': {
      role: employer,
      body: json({
        firstName: 'Ann',
        lastName: 'Lee',
        summary: 'Hi',
        location: 'Berlin',
        website: 'https://example.com',
        phone: '+1 555',
        currentRole: 'Dev',
        currentCompany: 'Co',
        headline: 'Dev',
      }),
    },
    'PUT /api/Users/me/preferences': {
      role: employer,
      body: json({ skills: ['TypeScript'], openToWork: true, openToRemote: false, onboardingComplete: true }),
    },
    'PUT /api/Users/me/role': { role: employer, body: json({ role: 'Employer' }) },
    'GET /api/Companies/public': {
      role: null,
      queryKeys: ['search', 'industry', 'size', 'location', 'sort', 'page', 'limit'],
    },
    'GET /api/Companies/trending': { role: null, queryKeys: ['limit'] },
    'POST /api/Companies': { role: employer, body: json(companyBody()) },
    'GET /api/Companies/:id/jobs': { role: null, queryKeys: ['page', 'limit'] },
    'PUT /api/Companies/:id/onboarding/tasks/:taskId': { role: employer, body: json({ completed: true }) },
    'PUT /api/Companies/:id': {
      role: employer,
      body: json({ ...companyBody(), status: 'active', visibility: 'public' }),
    },
    'POST /api/Job/CreateFromFile': {
      role: employer,
      body: {
        kind: 'multipart',
        fields: {},
        files: {
          file: {
            name: 'job.txt',
            type: 'text/plain',
            bytes: new TextEncoder().encode('Senior Engineer\nBerlin\nTypeScript'),
          },
        },
      },
    },
    'POST /api/Job/Extract': { role: employer, body: json({ url: 'https://jobs.example.com/1' }) },
    'GET /api/Job/alerts/unsubscribe': { role: null, queryKeys: ['token'] },
    'POST /api/Job/alerts': { role: employer, body: json(alertBody) },
    'PUT /api/Job/alerts/:id': { role: employer, body: json(alertBody) },
    'POST /api/Job/:id/apply': {
      role: 'seeker',
      freshUser: true,
      body: {
        kind: 'multipart',
        fields: {
          coverLetter: 'Hello there',
          resumeId: 'resume-1',
          answers: JSON.stringify([{ questionId: world.questionId, answer: 'Yes' }]),
        },
        files: { cv: { name: 'cv.pdf', type: 'application/pdf', bytes: minimalPdf(['Jane Doe']) } },
      },
    },
    'PUT /api/Job/:id/questions': {
      role: employer,
      body: json({
        questions: [
          { question: 'Why?', required: true },
          { id: world.questionId, question: 'How?' },
        ],
      }),
    },
    'GET /api/Job/:id/applications': { role: employer, queryKeys: ['page', 'limit', 'stage'] },
    'GET /api/Job': {
      role: null,
      queryKeys: [
        'search',
        'location',
        'skills',
        'employmentType',
        'experienceLevel',
        'salaryMin',
        'salaryMax',
        'isRemote',
        'companyId',
        'company',
        'datePosted',
        'sort',
        'page',
        'limit',
      ],
    },
    'GET /api/Job/GetSummaryItems': { role: employer, queryKeys: ['page', 'limit', 'status'] },
    'POST /api/Job': { role: employer, body: json(jobBody(world)) },
    'PUT /api/Job/:id': { role: employer, body: json({ ...jobBody(world), status: 'Open' }) },
    'POST /api/Job/:id/status': { role: employer, body: json({ status: 'paused' }) },
    'GET /api/Job/:id/analytics': { role: employer, queryKeys: ['from', 'to'] },
    'DELETE /api/Job/alerts/:id': { role: employer },
    'DELETE /api/Job/:id': { role: employer },
    'POST /api/Job/:id/clone': { role: employer },
    'POST /api/Companies/:id/follow': { role: 'seeker' },
    'DELETE /api/Companies/:id/follow': { role: 'seeker' },
    'POST /api/Companies/:id/publish': { role: employer },
    'POST /api/Job/:id/save': { role: 'seeker' },
    'DELETE /api/Job/:id/save': { role: 'seeker' },
    'GET /api/Applications/me': { role: 'seeker', queryKeys: ['page', 'limit', 'stage'] },
    'DELETE /api/Applications/:id': { role: 'seeker' },
    'POST /api/Applications/:id/stage': {
      role: employer,
      body: json({ stage: 'screening', note: 'Looks good' }),
    },
    'POST /api/Applications/:id/notes': { role: employer, body: json({ text: 'A note' }) },
    'PUT /api/Billing/cart': { role: employer, body: json({ items: [cartLine], baseVersion: 0 }) },
    'POST /api/Billing/cart/merge': { role: employer, body: json({ items: [cartLine] }) },
  }
}

/** A route nobody described here yet: signed in as the employer, a body with one field of each kind. */
export const GENERIC_SAMPLE: RouteSample = {
  role: 'employer',
  body: json({ name: 'x', id: '00000000-0000-4000-8000-000000000000', count: 1, flag: true, when: iso() }),
  queryKeys: ['page', 'limit', 'search'],
}
