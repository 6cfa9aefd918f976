import { toJsonSchema } from '@valibot/to-json-schema'
import { jsonSchema, tool, type ToolSet } from 'ai'
import * as v from 'valibot'
import { ASSISTANT_TOOL_REFUSAL, AssistantToolInputs } from '@/api/ai/assistant-tools'
import { JobListQuerySchema } from '@/api/jobs/job-search-query'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { searchJobs } from '../jobs/job-search'
import { contentFor } from '../resumes/resume-dto'
import { listOwnedResumes } from '../resumes/resume-lists'
import { isOwnerSide } from '../resumes/resume-policy'
import { loadResumeFor } from '../resumes/resume-records'

/** A valibot schema as the model sees it (JSON schema) and as we check its arguments (valibot itself). */
function inputOf<S extends v.GenericSchema>(schema: S) {
  return jsonSchema<v.InferOutput<S>>(toJsonSchema(schema, { errorMode: 'ignore' }) as never, {
    validate: (value) => {
      const parsed = v.safeParse(schema, value)
      return parsed.success
        ? { success: true, value: parsed.output }
        : { success: false, error: new Error(parsed.issues.map((i) => i.message).join('; ')) }
    },
  })
}

/** Short text from a resume: data for the model, never instructions (the system prompt says so). */
const clip = (text: string | undefined | null, max = 200) => (text ?? '').slice(0, max)

/**
 * The tools the assistant's model may call, bound to the signed-in viewer: every call goes through the owning
 * module's service and policy as that user, exactly as if they had asked the API themselves. Nothing here
 * writes; tasks stay proposals the user confirms in the page (decision 036).
 */
export function assistantTools(ctx: ServiceContext, viewer: SignedInViewer): ToolSet {
  return {
    list_my_resumes: tool({
      description: "The signed-in user's own resumes: id, title and headline.",
      inputSchema: inputOf(AssistantToolInputs.listMyResumes),
      execute: async () => {
        const resumes = await listOwnedResumes(ctx.db, viewer)
        return resumes.map((r) => ({ id: r.id, title: clip(r.name), headline: clip(r.resume.basics?.label) }))
      },
    }),
    read_my_resume: tool({
      description: "One of the signed-in user's own resumes: headline, summary and skill names.",
      inputSchema: inputOf(AssistantToolInputs.readMyResume),
      execute: async ({ resumeId }) => {
        try {
          const loaded = await loadResumeFor(ctx.db, viewer, resumeId)
          // The user's own only: a resume they may merely view (public, a connection's) is not theirs to hand on.
          if (!isOwnerSide(viewer, loaded.resource)) return { error: ASSISTANT_TOOL_REFUSAL }
          const resume = contentFor(loaded.row, true)
          return {
            title: clip(loaded.row.name),
            headline: clip(resume.basics?.label),
            summary: clip(resume.basics?.summary, 600),
            skills: (resume.skills ?? []).map((s) => clip(s.name, 60)).slice(0, 30),
          }
        } catch (error) {
          if (error instanceof AppError && error.status < 500) return { error: ASSISTANT_TOOL_REFUSAL }
          throw error
        }
      },
    }),
    search_jobs: tool({
      description:
        'Listed jobs matching words (and a place), as the signed-in user sees them: the first five.',
      inputSchema: inputOf(AssistantToolInputs.searchJobs),
      execute: async ({ query, location }) => {
        const parsed = v.parse(JobListQuerySchema, {
          search: query,
          ...(location ? { location } : {}),
          limit: '5',
        })
        const page = await searchJobs(ctx, parsed, viewer)
        return page.items.map((job) => ({
          title: job.title,
          company: job.company,
          location: job.location,
          link: `/jobs/${job.id}`,
        }))
      },
    }),
  }
}
