import { Building2, Clock, Filter, ListChecks, Send, Sparkles } from 'lucide-react'
import type { FeatureItem } from '@/components/content/feature-grid'
import type { StatItem } from '@/components/content/stat-grid'
import type { StepItem } from '@/components/content/step-list'

export const RECRUITER_VALUE_PROPS: readonly FeatureItem[] = [
  {
    icon: Clock,
    title: 'Screen in minutes, not calls',
    text: 'Watch a 90-second video resume before you book a phone screen. Candidates explain their work in their own words; you decide who to meet.',
  },
  {
    icon: Sparkles,
    title: 'AI match you can explain',
    text: 'Every applicant gets a job–resume match score with the skills behind it, so you can sort a long list without losing sight of why.',
  },
  {
    icon: Filter,
    title: 'Source beyond your inbox',
    text: 'Search public profiles and resumes by skills, experience, education and location, and filter to people who are open to work.',
  },
  {
    icon: Building2,
    title: 'A company page that sells the job',
    text: 'Show your team, culture video and every open role in one place. Candidates can follow you and hear about new openings first.',
  },
  {
    icon: Send,
    title: 'Smart outreach',
    text: 'Reach shortlisted candidates with personalised message templates and follow-ups, and see who has read and replied.',
  },
  {
    icon: ListChecks,
    title: 'One pipeline for the whole team',
    text: 'Add recruiters and hiring managers as seats, share shortlists, assign tasks and keep every decision in one place.',
  },
]

export const RECRUITER_STEPS: readonly StepItem[] = [
  {
    title: 'Post your job',
    text: 'Paste an existing description and let AI fill in the fields, or write it from scratch. It is live in minutes.',
  },
  {
    title: 'Review video resumes',
    text: 'Applicants arrive ranked by match, each with a resume and a short video. Watch at 1.5× between meetings.',
  },
  {
    title: 'Shortlist and reach out',
    text: 'Share a shortlist with hiring managers, message candidates and schedule interviews from one place.',
  },
  {
    title: 'Hire with confidence',
    text: 'Close the role, keep great runners-up in a talent pool and reuse them for the next opening.',
  },
]

export const RECRUITER_STATS: readonly StatItem[] = [
  { value: '3×', label: 'more candidates reviewed per hour' },
  { value: '41%', label: 'fewer first-round phone screens' },
  { value: '9 days', label: 'faster time to shortlist' },
]
