import type { TaskPriority, TaskType } from '@/api/tasks/task-fields'

/**
 * The sample tasks of the sample accounts (README), placed around the seeding day: `from` and `days` are days
 * from that day (negative: in the past) and its length, both ends included.
 */
export type SampleTask = {
  text: string
  description: string
  from: number
  days: number
  progress: number
  type: TaskType
  priority: TaskPriority
}

export const SAMPLE_TASKS: Readonly<Record<string, readonly SampleTask[]>> = {
  'jobseeker@reelhire.dev': [
    {
      text: 'Update master resume with Q3 results',
      description: 'Add the checkout redesign numbers (conversion +12%) and trim the 2019 role to two lines.',
      from: -6,
      days: 4,
      progress: 100,
      type: 'task',
      priority: 'high',
    },
    {
      text: 'Record a 60-second video introduction',
      description:
        'Script: who I am, the product I shipped last, what I want next. Two takes, natural light.',
      from: -2,
      days: 5,
      progress: 40,
      type: 'task',
      priority: 'high',
    },
    {
      text: 'Apply to five product design roles',
      description:
        'Tailor the resume variation for each; note the recruiter contact in the application notes.',
      from: 0,
      days: 10,
      progress: 20,
      type: 'project',
      priority: 'medium',
    },
    {
      text: 'Portfolio review with mentor',
      description: 'Bring the two case studies and the questions about pricing my freelance work.',
      from: 4,
      days: 1,
      progress: 0,
      type: 'milestone',
      priority: 'medium',
    },
    {
      text: 'Follow up on Brightline interview',
      description: 'Thank-you note to the panel; ask about the timeline for the second round.',
      from: 1,
      days: 2,
      progress: 0,
      type: 'task',
      priority: 'low',
    },
  ],
  'recruiter@reelhire.dev': [
    {
      text: 'Screen applicants for Senior Backend Engineer',
      description: 'First pass on the 34 new applications; move the strongest ten to Reviewing.',
      from: -3,
      days: 5,
      progress: 60,
      type: 'task',
      priority: 'high',
    },
    {
      text: 'Schedule hiring manager interviews',
      description: 'Three slots per candidate next week; send the calendar holds before Friday.',
      from: 1,
      days: 3,
      progress: 0,
      type: 'task',
      priority: 'medium',
    },
    {
      text: 'Q4 hiring plan',
      description: 'Headcount per team, sourcing channels, and the budget for job board promotions.',
      from: -10,
      days: 24,
      progress: 35,
      type: 'project',
      priority: 'medium',
    },
    {
      text: 'Offer decision: Product Designer',
      description: 'Collect the interview scorecards and agree the offer range with finance.',
      from: 8,
      days: 1,
      progress: 0,
      type: 'milestone',
      priority: 'high',
    },
  ],
}
