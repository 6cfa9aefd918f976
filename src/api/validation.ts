import * as v from 'valibot'

/**
 * 'Validation failed: ' + "path: message" per issue, joined by commas (seed 1 §5). Shared by the client's
 * form checks and the server's VALIDATION_ERROR so both say the same thing. Issues without a path (a
 * root-level problem) contribute only their message.
 */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue)
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join(', ')
}

export function formatValidationMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return `Validation failed: ${formatIssues(issues)}`
}
