import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type {
  ScreeningQuestion,
  ScreeningQuestionList,
  ScreeningQuestionsInputSchema,
} from '@/api/applications/screening-questions'
import type { Db } from '../../db/client'
import { jobQuestions } from '../../db/schema/job-questions'
import type { Viewer } from '../../core/policy'
import { loadJobFor } from '../jobs/job-write'
import type { ServiceContext } from '../../core/service-context'

/** A job's screening questions (none: an empty list). */
export async function questionsOf(db: Db, jobId: string): Promise<ScreeningQuestion[]> {
  const [row] = await db.select().from(jobQuestions).where(eq(jobQuestions.jobId, jobId))
  return row?.questions ?? []
}

/** GET /api/Job/{id}/questions: whoever may view the job. */
export async function getJobQuestions(
  ctx: ServiceContext,
  viewer: Viewer,
  jobId: string,
): Promise<ScreeningQuestionList> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadJobFor(db, viewer, { id: jobId }, 'view', now)
  return { jobId: record.id, items: await questionsOf(db, record.id) }
}

/**
 * PUT /api/Job/{id}/questions: whoever may edit the job replaces the list. An item keeping a known id keeps
 * it (answers given already refer to it); other items get a new id.
 */
export async function setJobQuestions(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  jobId: string,
  input: v.InferOutput<typeof ScreeningQuestionsInputSchema>,
): Promise<ScreeningQuestionList> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadJobFor(db, viewer, { id: jobId }, 'edit', now)
  const known = new Set((await questionsOf(db, record.id)).map((question) => question.id))
  const used = new Set<string>()
  const questions: ScreeningQuestion[] = input.questions.map((item) => {
    const id = item.id && known.has(item.id) && !used.has(item.id) ? item.id : randomUUID()
    used.add(id)
    return { id, question: item.question, required: item.required }
  })
  await db
    .insert(jobQuestions)
    .values({ jobId: record.id, questions, updatedBy: viewer.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: jobQuestions.jobId,
      set: { questions, updatedBy: viewer.userId, updatedAt: now },
    })
  return { jobId: record.id, items: questions }
}
