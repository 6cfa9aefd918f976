import type { ToolSet } from 'ai'
import type { AiContext } from '@/api/ai/ai-context'
import type { ResumeScore } from '@/api/ai-tools/resume-scorer'
import type { ChatWireMessage } from '@/api/ai/chat'
import type { Role } from '@/api/roles'
import { topicById, topicForText } from './help-topics'
import { escapeMarkdown } from './markdown-text'
import { gatherTask, isTaskRequest, TASK_QUESTIONS } from './task-intent'

export type EngineInput = {
  message: string
  history: readonly ChatWireMessage[]
  /** What the page registered (context-aware requests only); data to mention, never instructions. */
  context: AiContext | null
  /** The quick suggestion picked, if any. */
  action: string | null
  role: Role
  /** Today in UTC, YYYY-MM-DD: relative dates ("tomorrow") are read against it. */
  today: string
  /** The open resume's score by the resume scorer, when the user asked for it and may read the resume. */
  resumeScore?: ResumeScore | null
  /**
   * The read-only tools a language model may call, bound to the signed-in user (assistant-tools.ts); a
   * function so the AI SDK is loaded only by an LLM engine. The built-in engine ignores it.
   */
  tools?: () => Promise<ToolSet>
  /** Bounds the request asked for (used by an LLM engine). */
  maxTokens?: number
  temperature?: number
}

export type EngineAnswer = {
  message: string
  intent: string
  /** A task to propose to the user; created only after they confirm. */
  task?: { text: string; start: string }
  /** Who wrote it, when not the engine asked (an LLM engine that fell back to the built-in one). */
  engine?: { id: 'built-in' | 'llm'; name: string }
}

export const BUILT_IN_ENGINE = { id: 'built-in', name: 'ReelHire built-in assistant' } as const

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks?|thank you)\b[\s!.]*$/i
const PAGE_HELP = /\b(what can i do|help me here|this page|where am i)\b/i
const SCORE =
  /\b(score|rate|grade|review|check)\b.*\b(resume|cv)\b|\b(resume|cv)\b.*\b(score|rating|grade)\b/i
const IMPROVE = /\b(improve|better|stronger|optimi[sz]e|fix)\b.*\b(resume|cv)\b/i
const MATCH = /\bmatch\b|\bfit\b.*\bjob\b/i
const JOB_POST_TIPS = /\b(tips?|write|good)\b.*\b(job (post|ad|description))/i
const PROFILE_TIPS = /\b(tips?|strong|improve)\b.*\bprofile\b/i

/** Whether the user asks for the open resume's score (the service then runs the scorer first). */
export const wantsResumeScore = (message: string, action: string | null) =>
  action === 'score-resume' || (action === null && SCORE.test(message))

const CAPABILITIES = [
  'I can help with:',
  '- **how the product works** — resumes, video resumes, jobs and applications, connections, tasks, plans;',
  '- **your resume** — point you to the scorer, the optimizer and the job match, which explain every point;',
  '- **tasks** — say *"Add a task to call the recruiter tomorrow"* and I will prepare it for you to confirm.',
].join('\n')

/** What the page is, in words, from the facts it registered (escaped: the text is the page's, not ours). */
function pageLine(context: AiContext | null): string {
  const facts = context?.facts ?? {}
  if (facts.resumeTitle || facts.resumeHeadline)
    return `You are looking at the resume **${escapeMarkdown(facts.resumeTitle ?? facts.resumeHeadline ?? '')}**.`
  if (facts.jobTitle)
    return `You are looking at the job **${escapeMarkdown(facts.jobTitle)}**${facts.companyName ? ` at ${escapeMarkdown(facts.companyName)}` : ''}.`
  return ''
}

const PAGE_WORDS: Record<AiContext['contextType'], string> = {
  dashboard: 'This is your dashboard: your resumes, applications and activity at a glance.',
  'resume-list': 'This page lists your resumes. Create one, upload a file, or open one to edit it.',
  'resume-create': 'Here you create a resume: fill the sections or start from an uploaded file.',
  'resume-edit': 'You are editing a resume; the preview shows how it will look and the PDF export uses it.',
  'resume-view': 'This is a resume page: view, share, download or change who can see it.',
  'job-list': 'This page lists jobs: search, filter, save the ones you like and set alerts.',
  'job-create': 'Here you post a job: title, description, salary, location and screening questions.',
  'job-edit': 'You are editing a job post; applicants see the changes at once.',
  'job-view': 'This is a job post: read it, save it, apply, or check how your resume matches it.',
  'profile-view': 'This is a profile: see the person’s public details and connect with them.',
  'profile-edit': 'Here you edit your profile: headline, summary, location and links.',
  tasks: 'Your tasks, as a list, a board or a timeline.',
  outreach: 'Outreach: reach candidates and follow up.',
  messaging: 'Your messages with people you are connected with.',
  search: 'Search jobs, people and companies from here.',
  general: 'I can explain any part of ReelHire.',
}

/** The scorer's result in a few lines: the score, each category, the first things to fix (escaped: they quote the resume). */
function scoreSummary(score: ResumeScore): string {
  const rows = score.categoryScores.map((c) => `| ${escapeMarkdown(c.label)} | ${c.score} |`)
  const fixes = score.feedback.slice(0, 3).map((f) => `- ${escapeMarkdown(f.text)}`)
  return [
    `**Overall: ${score.overallScore}/100 — grade ${score.grade}** (resume scorer, built-in engine)`,
    '',
    '| Category | Score |',
    '| --- | --- |',
    ...rows,
    ...(fixes.length ? ['', 'Fix first:', ...fixes] : []),
  ].join('\n')
}

function resumeToolAnswer(
  context: AiContext | null,
  kind: 'score' | 'improve' | 'match',
  score?: ResumeScore | null,
): EngineAnswer {
  const facts = context?.facts ?? {}
  const resume = facts.resumeId ? `?resumeId=${facts.resumeId}` : ''
  const job = facts.jobId ? `${resume ? '&' : '?'}jobId=${facts.jobId}` : ''
  const line = pageLine(context)
  const body =
    kind === 'score'
      ? `Open the [AI resume scorer](/tools/ai-resume-scorer${resume}): it gives an overall score and a grade, a score per category, and lists every check behind each point — passed, failed or skipped — with quick wins to fix first.`
      : kind === 'improve'
        ? `Open the [resume optimizer](/tools/resume-optimizer${resume}): it checks how applicant tracking systems read your resume, which keywords your industry expects, and names the text each suggestion comes from.`
        : `Open the [job–resume match](/tools/job-resume-match${resume}${job}): it compares your skills and experience with the job’s requirements and explains every point of the match.`
  const summary = kind === 'score' && score ? scoreSummary(score) : ''
  const intro = summary
    ? `Every check behind these points is listed in the [AI resume scorer](/tools/ai-resume-scorer${resume}).`
    : body
  return { intent: `resume-${kind}`, message: [line, summary, intro].filter(Boolean).join('\n\n') }
}

function taskAnswer(input: EngineInput): EngineAnswer | null {
  const gathering = gatherTask(input.message, input.history, input.today)
  if (!gathering) return null
  if (!gathering.name) return { intent: 'create-task', message: TASK_QUESTIONS.name }
  if (!gathering.start)
    return {
      intent: 'create-task',
      message: gathering.unreadableDate ? TASK_QUESTIONS.startAgain : TASK_QUESTIONS.start,
    }
  return {
    intent: 'create-task',
    message: [
      'Here is the task I will create — please confirm:',
      '',
      `- **Task:** ${escapeMarkdown(gathering.name)}`,
      `- **Start:** ${gathering.start}`,
      '',
      'Nothing is saved until you press **Create task**.',
    ].join('\n'),
    task: { text: gathering.name, start: gathering.start },
  }
}

/**
 * The built-in assistant: deterministic rules over the user's message (and the quick suggestion they picked),
 * answering in Markdown from the product's own facts. Page context only decides which page is described and
 * which ids the links carry; its text is escaped and never read as a request, so a resume saying "ignore
 * previous instructions…" changes nothing.
 */
export function builtInAnswer(input: EngineInput): EngineAnswer {
  const { message, context } = input
  const action = input.action ?? ''
  const task = taskAnswer(input)
  if (task) return task
  if (action === 'add-task' || action === 'add-task-apply' || isTaskRequest(message))
    return { intent: 'create-task', message: TASK_QUESTIONS.name }

  const helpTopic = action.startsWith('help-') ? topicById(action.slice(5)) : undefined
  if (helpTopic) return { intent: `help-${helpTopic.id}`, message: helpTopic.answer }

  if (action === 'score-resume' || SCORE.test(message))
    return resumeToolAnswer(context, 'score', input.resumeScore)
  if (action === 'improve-resume' || IMPROVE.test(message)) return resumeToolAnswer(context, 'improve')
  if (action === 'match-job' || MATCH.test(message)) return resumeToolAnswer(context, 'match')
  if (action === 'write-job' || JOB_POST_TIPS.test(message))
    return {
      intent: 'job-post-tips',
      message: [
        '### A job post that gets good applicants',
        '- A plain title people search for (*Senior Backend Engineer*, not *Code Ninja*).',
        '- The salary range and period — posts with pay draw more applicants.',
        '- Five to eight real requirements; separate must-haves from nice-to-haves.',
        '- What the first 90 days look like, the team, and how the hiring steps go.',
      ].join('\n'),
    }
  if (action === 'profile-tips' || PROFILE_TIPS.test(message))
    return {
      intent: 'profile-tips',
      message: [
        '### A strong profile',
        '- A headline that says what you do and for whom.',
        '- A summary of three or four sentences with one concrete result.',
        '- Your location and whether you are open to remote work.',
        '- Links to your work (portfolio, GitHub, LinkedIn).',
      ].join('\n'),
    }

  if (action === 'page-help' || PAGE_HELP.test(message)) {
    const type = context?.contextType ?? 'general'
    return {
      intent: 'page-help',
      message: [pageLine(context), PAGE_WORDS[type], '', CAPABILITIES]
        .filter((l, i) => l || i > 1)
        .join('\n'),
    }
  }
  const topic = topicForText(message)
  if (topic) return { intent: `help-${topic.id}`, message: topic.answer }
  if (GREETING.test(message)) return { intent: 'greeting', message: `Hello! ${CAPABILITIES}` }
  return {
    intent: 'fallback',
    message: `I am not sure I understood that. ${CAPABILITIES}\n\nYou can also browse the [Help Center](/help).`,
  }
}
