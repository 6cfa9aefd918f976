import * as v from 'valibot'

/**
 * A job's screening questions, which applicants answer when they apply. The jobs contract has none: they are
 * kept here, by job id. Paths: GET /api/Job/{id}/questions (anyone who may view the job) and PUT (job editors).
 */

export const SCREENING_QUESTION_MAX = 300
export const SCREENING_QUESTIONS_MAX = 10

export const ScreeningQuestionSchema = v.object({
  id: v.string(),
  question: v.string(),
  required: v.boolean(),
})
export type ScreeningQuestion = v.InferOutput<typeof ScreeningQuestionSchema>

/** GET and PUT /api/Job/{id}/questions answer this (ordered as the owner set them). */
export const ScreeningQuestionListSchema = v.object({
  jobId: v.string(),
  items: v.array(ScreeningQuestionSchema),
})
export type ScreeningQuestionList = v.InferOutput<typeof ScreeningQuestionListSchema>

/**
 * PUT /api/Job/{id}/questions: replaces the whole list. Keep an existing question's `id` to keep it (answers
 * already given stay attached); an item without an id is new.
 */
export const ScreeningQuestionsInputSchema = v.strictObject({
  questions: v.pipe(
    v.array(
      v.strictObject({
        id: v.optional(v.pipe(v.string(), v.maxLength(64))),
        question: v.pipe(
          v.string('Question must be text'),
          v.trim(),
          v.minLength(1, 'Question is required'),
          v.maxLength(
            SCREENING_QUESTION_MAX,
            `Question must be at most ${SCREENING_QUESTION_MAX} characters`,
          ),
        ),
        required: v.optional(v.boolean('Required must be true or false'), false),
      }),
      'Questions must be a list',
    ),
    v.maxLength(SCREENING_QUESTIONS_MAX, `At most ${SCREENING_QUESTIONS_MAX} questions`),
  ),
})
export type ScreeningQuestionsInput = v.InferInput<typeof ScreeningQuestionsInputSchema>
