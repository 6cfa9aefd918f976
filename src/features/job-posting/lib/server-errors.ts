import { ErrorCode } from '@/api/errors'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'
import { addIssue, type JobFormErrors } from './validate-job-form'

/**
 * Codes whose server message is written for people (the job and import services word them: 'This address
 * cannot be fetched.', 'This job has expired. Set a later expiration date…'); other codes get the
 * catalogue's text so internal wording never reaches the screen.
 */
const SPEAKING_CODES = new Set<string>([
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.CONFLICT_ERROR,
  ErrorCode.AUTHORIZATION_ERROR,
])

/** A failed call → one sentence for the user. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError && SPEAKING_CODES.has(error.code) && error.message) {
    // 'Validation failed: url: Please enter a valid URL' → 'Please enter a valid URL' (one issue).
    const single = /^Validation failed: [\w.]+: ([^,]+)$/.exec(error.message)
    return single?.[1] ?? error.message
  }
  return toUserMessage(error)
}

type Issue = { path?: unknown; message?: unknown }

/** A failed save → per-field messages from `details.issues` where the server named fields, else `form`. */
export function formErrorsFromServer(error: unknown): JobFormErrors {
  const errors: JobFormErrors = {}
  const details = error instanceof ApiError ? (error.details as { issues?: unknown } | undefined) : undefined
  const issues = Array.isArray(details?.issues) ? (details.issues as Issue[]) : []
  for (const issue of issues) {
    if (typeof issue.message === 'string')
      addIssue(errors, typeof issue.path === 'string' ? issue.path : null, issue.message)
  }
  if (errors.form === undefined && Object.keys(errors).length === 0) errors.form = serverMessage(error)
  return errors
}
