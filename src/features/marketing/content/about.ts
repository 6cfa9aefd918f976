import { Accessibility, Eye, Scale, ShieldCheck, WifiOff } from 'lucide-react'
import { FREE_AI_REQUESTS_PER_MONTH } from '@/api/pricing'
import type { FeatureItem } from '@/components/content/feature-grid'
import type { StatItem } from '@/components/content/stat-grid'

export const ABOUT_STATS: readonly StatItem[] = [
  { value: '2024', label: 'Founded' },
  { value: '48k+', label: 'Video resumes recorded' },
  { value: '3,200', label: 'Companies hiring' },
  { value: '71', label: 'Countries with active users' },
]

export const ABOUT_STORY = [
  'ReelHire started in early 2024 with a recruiter and an engineer comparing notes. She had read thousands of resumes that all looked alike; he had watched talented friends get filtered out by keyword scanners before anyone heard them speak.',
  'We built the first version in twelve weeks: a two-minute video next to a classic resume, and a job board that let employers press play. The first hundred companies told us the same thing — they decided faster and interviewed people they would otherwise have missed.',
  'Many of our users apply from a phone on a crowded bus or a patchy rural connection, so ReelHire is built to keep working offline: saved jobs, drafts and resumes are on the device, and changes sync when the signal comes back.',
] as const

export const ABOUT_VALUES: readonly FeatureItem[] = [
  {
    icon: Eye,
    title: 'Show, don’t just tell',
    text: 'A minute of someone explaining their work says more than a page of keywords. We make that minute easy to record and easy to watch.',
  },
  {
    icon: Scale,
    title: 'Fair by design',
    text: 'Our AI explains its scores, never decides alone and is tested for bias before release. Recruiters see skills first, not photos.',
  },
  {
    icon: WifiOff,
    title: 'Works on every connection',
    text: 'An installable app that keeps your jobs and resumes available offline and syncs when you reconnect — because talent is not limited to fast Wi-Fi.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data, your call',
    text: 'You choose who sees each resume. We never sell personal data and never train AI models on your documents.',
  },
  {
    icon: Accessibility,
    title: 'Accessible to everyone',
    text: 'Captions on every video, full keyboard and screen reader support, and readable contrast in light and dark mode.',
  },
]

export const TEAM_PRINCIPLES = [
  {
    title: 'Talk to users every week',
    text: 'Everyone, engineers included, joins at least one user call a week.',
  },
  {
    title: 'Write it down',
    text: 'Decisions live in short written notes, so people in every time zone can follow and disagree.',
  },
  {
    title: 'Small steps, shipped often',
    text: 'We release several times a day and measure whether each change helped.',
  },
  { title: 'Own the outcome', text: 'Whoever starts something sees it through to the people who use it.' },
] as const

export const ABOUT_MILESTONES = [
  {
    date: 'February 2024',
    title: 'ReelHire is founded',
    text: 'Two founders, one laptop each and a waiting list of 40 recruiters.',
  },
  {
    date: 'June 2024',
    title: 'First video resumes',
    text: 'The public launch: resumes with a two-minute video, and a job board to match.',
  },
  {
    date: 'March 2025',
    title: 'Works offline',
    text: 'The installable app arrives, with saved jobs and drafts that sync when the signal returns.',
  },
  {
    date: 'November 2025',
    title: 'AI tools for everyone',
    text: `Eight AI tools and the AI coach, with ${FREE_AI_REQUESTS_PER_MONTH} free requests a month on every account.`,
  },
  {
    date: '2026',
    title: 'Teams and company pages',
    text: '3,200 companies hire on ReelHire, with shared pipelines and team seats.',
  },
] as const
