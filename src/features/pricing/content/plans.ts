import { FREE_AI_REQUESTS_PER_MONTH } from '@/api/pricing'

export const FREE_PLAN_FEATURES = [
  'Unlimited job search, saved jobs and company follows',
  'Build resumes and record one video resume',
  `${FREE_AI_REQUESTS_PER_MONTH} AI requests a month across every AI tool`,
  'Public profile and shareable resume link',
  'Installable app that keeps working offline',
] as const

export const PREMIUM_PLAN_FEATURES = [
  'Everything in Free',
  'Unlimited AI requests: coach, resume scorer, job match and more',
  'Unlimited video resumes with AI-generated scripts',
  'Post jobs and source candidates with advanced filters',
  'Company page with team seats and shared pipelines',
  'Smart outreach, tasks and priority email support',
] as const

type Availability = boolean | string

export type ComparisonRow = { feature: string; free: Availability; premium: Availability }

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { feature: 'Job search, saved jobs and company follows', free: true, premium: true },
  { feature: 'Resumes', free: 'Unlimited', premium: 'Unlimited' },
  { feature: 'Video resumes', free: '1', premium: 'Unlimited' },
  { feature: 'AI requests', free: `${FREE_AI_REQUESTS_PER_MONTH} a month`, premium: 'Unlimited' },
  { feature: 'AI tools (8: scorer, optimizer, job match, salary…)', free: true, premium: true },
  { feature: 'Offline mode and installable app', free: true, premium: true },
  { feature: 'Post and manage jobs', free: false, premium: true },
  { feature: 'Candidate search and talent pools', free: false, premium: true },
  { feature: 'Company page with team seats', free: false, premium: true },
  { feature: 'Smart outreach and task management', free: false, premium: true },
  { feature: 'Support', free: 'Help Center', premium: 'Priority email, 1 business day' },
]
