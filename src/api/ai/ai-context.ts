import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'

/** The sixteen context types of seed 1 §2 "AI panel". */
export const AI_CONTEXT_TYPES = [
  'dashboard',
  'resume-list',
  'resume-create',
  'resume-edit',
  'resume-view',
  'job-list',
  'job-create',
  'job-edit',
  'job-view',
  'profile-view',
  'profile-edit',
  'tasks',
  'outreach',
  'messaging',
  'search',
  'general',
] as const
export type AiContextType = (typeof AI_CONTEXT_TYPES)[number]

const RULES: readonly (readonly [RegExp, AiContextType])[] = [
  [/^\/(index)?$/, 'search'],
  [/^\/search$/, 'search'],
  [/^\/people$/, 'search'],
  [/^\/dashboard$/, 'dashboard'],
  [/^\/resumes$/, 'resume-list'],
  [/^\/resumes\/(new|create|upload)(\/.*)?$/, 'resume-create'],
  [/^\/resumes\/edit\/[^/]+$/, 'resume-edit'],
  [/^\/resumes?\/[^/]+$/, 'resume-view'],
  [/^\/jobs(\/manage)?$/, 'job-list'],
  [/^\/jobs\/(new|create|upload)(\/.*)?$/, 'job-create'],
  [/^\/jobs\/edit\/[^/]+$/, 'job-edit'],
  [/^\/jobs\/[^/]+(\/.*)?$/, 'job-view'],
  [/^\/profile\/edit$/, 'profile-edit'],
  [/^\/(profile|people)(\/[^/]+)?$/, 'profile-view'],
  [/^\/tasks$/, 'tasks'],
  [/^\/outreach(\/.*)?$/, 'outreach'],
  [/^\/messages(\/.*)?$/, 'messaging'],
]

/** The page's path → its context type; the root and /index are search, anything unnamed is general. */
export function contextTypeForPath(path: string): AiContextType {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/'
  return RULES.find(([pattern]) => pattern.test(clean))?.[1] ?? 'general'
}

/** Bounds of what a page may hand the assistant: short facts, never whole documents. */
export const AI_CONTEXT_LIMITS = { text: 200, actions: 4, apis: 8 } as const

const shortText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const uuid = v.pipe(v.string(), v.regex(UUID_PATTERN, 'must be a UUID'))

/**
 * What a page registered for the assistant to read (the open resume's id and headline, the job's id and title).
 * Only these keys exist: anything else a page has stays in the page.
 */
export const AiPageFactsSchema = v.strictObject({
  resumeId: v.optional(uuid),
  resumeTitle: v.optional(shortText(AI_CONTEXT_LIMITS.text)),
  resumeHeadline: v.optional(shortText(AI_CONTEXT_LIMITS.text)),
  jobId: v.optional(uuid),
  jobTitle: v.optional(shortText(AI_CONTEXT_LIMITS.text)),
  companyName: v.optional(shortText(AI_CONTEXT_LIMITS.text)),
})
export type AiPageFacts = v.InferOutput<typeof AiPageFactsSchema>

/** The context-aware request's `context` (seed 1 §3): the type, the actions and APIs of the page, its facts. */
export const AiContextSchema = v.strictObject({
  contextType: v.picklist(AI_CONTEXT_TYPES, 'Unknown context type'),
  availableActions: v.optional(
    v.pipe(
      v.array(v.strictObject({ id: shortText(64), label: v.optional(shortText(120)) })),
      v.maxLength(AI_CONTEXT_LIMITS.actions),
    ),
    [],
  ),
  availableAPIs: v.optional(
    v.pipe(
      v.array(v.strictObject({ id: shortText(64), endpoint: shortText(200) })),
      v.maxLength(AI_CONTEXT_LIMITS.apis),
    ),
    [],
  ),
  facts: v.optional(AiPageFactsSchema, {}),
})
export type AiContext = v.InferOutput<typeof AiContextSchema>
export type AiContextInput = v.InferInput<typeof AiContextSchema>
