import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import {
  COVER_LETTER_MAX,
  ANSWER_MAX,
  cvProblem,
  type ApplicationAnswerInput,
} from '@/api/applications/apply-input'
import type { ScreeningQuestion } from '@/api/applications/screening-questions'

export const ANSWER_REQUIRED = 'Please answer this question'

export type ApplyDraft = {
  cv: File | null
  coverLetter: string
  /** By question id. */
  answers: Record<string, string>
}

export type ApplyErrors = {
  cv?: string
  coverLetter?: string
  answers: Record<string, string>
}

export const hasErrors = (errors: ApplyErrors) =>
  errors.cv !== undefined || errors.coverLetter !== undefined || Object.keys(errors.answers).length > 0

/** What the server would refuse, said before sending anything (the server checks again). */
export function validateApply(draft: ApplyDraft, questions: readonly ScreeningQuestion[]): ApplyErrors {
  const errors: ApplyErrors = { answers: {} }
  if (!draft.cv) errors.cv = APPLICATION_TEXTS.cvRequired
  else {
    const problem = cvProblem(draft.cv)
    if (problem) errors.cv = problem
  }
  if (draft.coverLetter.trim().length > COVER_LETTER_MAX)
    errors.coverLetter = `Cover letter must be at most ${COVER_LETTER_MAX} characters`
  for (const question of questions) {
    const answer = (draft.answers[question.id] ?? '').trim()
    if (question.required && answer === '') errors.answers[question.id] = ANSWER_REQUIRED
    else if (answer.length > ANSWER_MAX)
      errors.answers[question.id] = `Each answer must be at most ${ANSWER_MAX} characters`
  }
  return errors
}

/** The answers to send: trimmed, blank optional ones left out. */
export function answersToSend(
  draft: ApplyDraft,
  questions: readonly ScreeningQuestion[],
): ApplicationAnswerInput[] {
  return questions.flatMap((question) => {
    const answer = (draft.answers[question.id] ?? '').trim()
    return answer === '' ? [] : [{ questionId: question.id, answer }]
  })
}

export function formatFileSize(bytes: number): string {
  return bytes < 1_048_576
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1_048_576).toFixed(1)} MB`
}
