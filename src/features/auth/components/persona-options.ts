import { Briefcase, Building2, UserSearch, type LucideIcon } from 'lucide-react'
import type { SelfServiceRole } from '../api/update-role'

export type PersonaOption = {
  role: SelfServiceRole
  title: string
  summary: string
  icon: LucideIcon
  features: string[]
}

/** The three cards of persona selection: Job Seeker, Recruiter, Employer, each with a feature list. */
export const PERSONA_OPTIONS: readonly PersonaOption[] = [
  {
    role: 'JobSeeker',
    title: 'Job Seeker',
    summary: 'Show employers who you are, not just what you did.',
    icon: Briefcase,
    features: [
      'Build resumes and record video resumes',
      'Find jobs and save the ones you like',
      'AI tools to score and tailor your resume',
    ],
  },
  {
    role: 'Recruiter',
    title: 'Recruiter',
    summary: 'Source candidates faster and keep every pipeline moving.',
    icon: UserSearch,
    features: [
      'Search people and video resumes',
      'Post and manage jobs for your clients',
      'Track candidates and run outreach',
    ],
  },
  {
    role: 'Employer',
    title: 'Employer',
    summary: 'Hire for your company with your whole team.',
    icon: Building2,
    features: [
      'Create a company page and post jobs',
      'Invite recruiters to your company account',
      'Review applications and video introductions',
    ],
  },
]
