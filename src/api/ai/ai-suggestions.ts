import type { AiContextType } from './ai-context'

/** A quick suggestion of the panel: the action id the request carries and the message it sends. */
export type AiSuggestion = { id: string; label: string; message: string }

const s = (id: string, label: string, message = label): AiSuggestion => ({ id, label, message })

const ADD_TASK = s('add-task', 'Add a task', 'Add a task')
const HOW_TO = (topic: string, label: string) => s(`help-${topic}`, label)

/** At most four per page (seed 1 §2), in the order shown. */
export const MAX_SUGGESTIONS = 4

/** The quick suggestions of each context type: what the assistant can do or explain on that page. */
export const AI_SUGGESTIONS: Record<AiContextType, readonly AiSuggestion[]> = {
  dashboard: [s('page-help', 'What can I do here?'), ADD_TASK, HOW_TO('resume', 'How do I create a resume?')],
  'resume-list': [
    HOW_TO('resume', 'How do I create a resume?'),
    HOW_TO('video', 'How do video resumes work?'),
    HOW_TO('privacy', 'Who can see my resume?'),
  ],
  'resume-create': [
    HOW_TO('resume', 'How do I create a resume?'),
    HOW_TO('video', 'How do video resumes work?'),
  ],
  'resume-edit': [
    s('score-resume', 'Score this resume'),
    s('improve-resume', 'How can I improve this resume?'),
    HOW_TO('privacy', 'Who can see my resume?'),
  ],
  'resume-view': [
    s('score-resume', 'Score this resume'),
    s('improve-resume', 'How can I improve this resume?'),
    s('match-job', 'Match this resume to a job'),
    ADD_TASK,
  ],
  'job-list': [HOW_TO('apply', 'How do I apply to a job?'), HOW_TO('alerts', 'How do job alerts work?')],
  'job-create': [HOW_TO('post-job', 'How do I post a job?'), s('write-job', 'Tips for a good job post')],
  'job-edit': [HOW_TO('post-job', 'How do I post a job?'), s('write-job', 'Tips for a good job post')],
  'job-view': [
    s('match-job', 'Match my resume to this job'),
    HOW_TO('apply', 'How do I apply to a job?'),
    s('add-task-apply', 'Remind me to apply', 'Add a task to apply to this job'),
  ],
  'profile-view': [HOW_TO('connections', 'How do connections work?'), s('page-help', 'What can I do here?')],
  'profile-edit': [
    s('profile-tips', 'Tips for a strong profile'),
    HOW_TO('privacy', 'Who can see my resume?'),
  ],
  tasks: [ADD_TASK, HOW_TO('tasks', 'How do tasks work?')],
  outreach: [s('page-help', 'What can I do here?'), ADD_TASK],
  messaging: [s('page-help', 'What can I do here?'), HOW_TO('connections', 'How do connections work?')],
  search: [
    HOW_TO('resume', 'How do I create a resume?'),
    HOW_TO('apply', 'How do I apply to a job?'),
    HOW_TO('quota', 'How many AI requests do I get?'),
    ADD_TASK,
  ],
  general: [
    s('page-help', 'What can I do here?'),
    HOW_TO('quota', 'How many AI requests do I get?'),
    ADD_TASK,
  ],
}

/** The panel's first message, by role (seed 1 §2 "The first message is a welcome text that depends on the role"). */
export function welcomeText(role: string | null): string {
  switch (role) {
    case null:
      return "Hi! I'm the ReelHire assistant. Sign in to chat with me about resumes, jobs and hiring."
    case 'Recruiter':
    case 'Employer':
      return "Hi! I'm your hiring assistant. Ask me how to post a job, review applicants or organise your tasks."
    case 'Affiliate':
      return "Hi! I'm the ReelHire assistant. Ask me how the affiliate program, referrals and the product work."
    case 'Admin':
    case 'SuperAdmin':
      return "Hi! I'm the ReelHire assistant. Ask me about any part of the product, or let me add a task for you."
    default:
      return "Hi! I'm your career assistant. Ask me about your resume, finding jobs, or let me add a task for you."
  }
}
