import { Globe, HeartPulse, Laptop, Plane, Rocket, Sprout, Users, Video } from 'lucide-react'
import type { FeatureItem } from '@/components/content/feature-grid'
import type { StepItem } from '@/components/content/step-list'

export const CAREERS_EMAIL = 'careers@reelhire.app'

export type OpenRole = {
  title: string
  team: string
  location: string
  type: 'Full-time' | 'Part-time' | 'Contract'
  summary: string
}

export const OPEN_ROLES: readonly OpenRole[] = [
  {
    title: 'Senior Frontend Engineer (React, PWA)',
    team: 'Engineering',
    location: 'Remote · Europe',
    type: 'Full-time',
    summary:
      'Own the installable app our users open on the bus: offline sync, video capture in the browser and a fast, accessible UI built with React and TypeScript.',
  },
  {
    title: 'Backend Engineer, Search and Matching',
    team: 'Engineering',
    location: 'Remote · Americas',
    type: 'Full-time',
    summary:
      'Build the job and candidate search behind ReelHire on PostgreSQL, and the matching that connects resumes with the right roles at scale.',
  },
  {
    title: 'Machine Learning Engineer, Responsible AI',
    team: 'AI',
    location: 'Lisbon or remote',
    type: 'Full-time',
    summary:
      'Improve our resume scorer and job–resume matching, and lead the bias evaluations every model passes before it reaches users.',
  },
  {
    title: 'Product Designer',
    team: 'Design',
    location: 'Toronto or remote',
    type: 'Full-time',
    summary:
      'Design the end-to-end experience for recruiters, from posting a job to reviewing video resumes, with accessibility and small screens first.',
  },
  {
    title: 'Customer Success Manager, Recruiting Teams',
    team: 'Customer Success',
    location: 'Toronto',
    type: 'Full-time',
    summary:
      'Help growing companies roll ReelHire out to their hiring teams, run onboarding sessions and bring their feedback straight to product.',
  },
  {
    title: 'Content Marketer, Careers Advice',
    team: 'Marketing',
    location: 'Remote · Worldwide',
    type: 'Part-time',
    summary:
      'Write practical guides on video resumes, interviews and job search that help millions of job seekers, and grow our Insights library.',
  },
]

export const WHY_JOIN: readonly FeatureItem[] = [
  {
    icon: Rocket,
    title: 'Real impact, early',
    text: 'We are 34 people. The features you ship this month reach hundreds of thousands of job seekers.',
  },
  {
    icon: Users,
    title: 'A team that writes things down',
    text: 'Async by default, meetings when they help, and decisions you can read and challenge.',
  },
  {
    icon: Video,
    title: 'A product people need',
    text: 'Every week we hear from someone who got an interview because an employer pressed play.',
  },
]

export const BENEFITS: readonly FeatureItem[] = [
  {
    icon: Globe,
    title: 'Work from anywhere',
    text: 'Remote-first with hubs in Lisbon and Toronto, and a yearly team week together.',
  },
  {
    icon: HeartPulse,
    title: 'Health and wellbeing',
    text: 'Private health cover for you and your family, plus a monthly wellbeing budget.',
  },
  {
    icon: Plane,
    title: '30 days off',
    text: '30 days of paid holiday plus local public holidays, and we make sure you take them.',
  },
  {
    icon: Laptop,
    title: 'Your setup',
    text: 'A laptop of your choice and $1,500 to set up a home office you enjoy.',
  },
  {
    icon: Sprout,
    title: 'Learning budget',
    text: '$2,000 a year for courses, books and conferences, and time to use it.',
  },
  {
    icon: Users,
    title: 'Parental leave',
    text: '20 weeks fully paid for every new parent, however your family grows.',
  },
]

export const HIRING_STEPS: readonly StepItem[] = [
  {
    title: 'Intro call',
    text: 'A 30-minute chat with the hiring manager about the role and what you want next.',
  },
  {
    title: 'Skills conversation',
    text: 'A practical session on real problems we face. No trick puzzles, no unpaid homework.',
  },
  {
    title: 'Meet the team',
    text: 'Talk to future teammates and ask anything, including the hard questions.',
  },
  { title: 'Offer', text: 'A clear offer with salary and equity, usually within three weeks of applying.' },
]
