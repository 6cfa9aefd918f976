import * as v from 'valibot'

/**
 * The inputs of the tools the assistant's language model may call (decision 048). Each reads through our own
 * services as the signed-in user; none changes data. Shared so the model's JSON schema and our check are one.
 */
export const AssistantToolInputs = {
  listMyResumes: v.strictObject({}),
  readMyResume: v.strictObject({ resumeId: v.pipe(v.string(), v.uuid()) }),
  searchJobs: v.strictObject({
    query: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
    location: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  }),
} as const

/** What a tool answers when the user may not read what the model asked for: the same for missing and hidden. */
export const ASSISTANT_TOOL_REFUSAL = 'Not one of your resumes (or it does not exist).'
