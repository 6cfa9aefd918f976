/** The error catalogue (seed 1 §8): one code enum the server raises and the client turns into text. */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  AUTHENTICATION_ERROR: 'AUTHENTICATION_ERROR',
  AUTHORIZATION_ERROR: 'AUTHORIZATION_ERROR',
  NOT_FOUND_ERROR: 'NOT_FOUND_ERROR',
  CONFLICT_ERROR: 'CONFLICT_ERROR',
  NETWORK_ERROR: 'NETWORK_ERROR',
  ACCOUNT_UNVERIFIED: 'ACCOUNT_UNVERIFIED',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  ACCOUNT_DELETED: 'ACCOUNT_DELETED',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  RATE_LIMIT_EXCEEDED: 'RATE_LIMIT_EXCEEDED',
  AI_USAGE_LIMIT_REACHED: 'AI_USAGE_LIMIT_REACHED',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  REQUEST_IN_PROGRESS: 'REQUEST_IN_PROGRESS',
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

type CatalogueEntry = { status: number; message: string }

/**
 * Status and user message per code. Where the spec says "not shown" we chose a message a user can act on;
 * CONFLICT_ERROR's status is not shown either: 409 is the HTTP meaning of "conflicts with existing data".
 * METHOD_NOT_ALLOWED is ours: the spec's catalogue has no code for a wrong method (TRACE and the like).
 */
export const ERROR_CATALOGUE: Record<ErrorCode, CatalogueEntry> = {
  VALIDATION_ERROR: { status: 400, message: 'Please check your input and try again.' },
  AUTHENTICATION_ERROR: { status: 401, message: 'Please sign in to continue.' },
  AUTHORIZATION_ERROR: { status: 403, message: 'You do not have permission to perform this action.' },
  NOT_FOUND_ERROR: { status: 404, message: 'The requested resource was not found.' },
  CONFLICT_ERROR: { status: 409, message: 'This action conflicts with existing data.' },
  NETWORK_ERROR: { status: 500, message: 'Network error. Please check your connection and try again.' },
  ACCOUNT_UNVERIFIED: { status: 400, message: 'Please verify your email address to continue.' },
  EMAIL_NOT_VERIFIED: { status: 400, message: 'Please verify your email address to continue.' },
  ACCOUNT_DELETED: { status: 401, message: 'This account has been deleted.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'You must change your password before continuing.' },
  RATE_LIMIT_EXCEEDED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  AI_USAGE_LIMIT_REACHED: { status: 429, message: 'You have reached your AI request limit for this month.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed for this resource.' },
  // Ours, for idempotent writes (decision 011): the same Idempotency-Key with another body, the same key
  // while its first request still runs, and a write based on an outdated version of a resource.
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This request key was already used for a different request.',
  },
  REQUEST_IN_PROGRESS: { status: 409, message: 'This request is still being processed. Please wait.' },
  VERSION_CONFLICT: { status: 409, message: 'This changed on another device. Showing the latest version.' },
  // Ours: the card was refused by the payment provider; nothing was charged or changed (issue 17).
  PAYMENT_DECLINED: { status: 402, message: 'Your card was declined. Nothing was charged.' },
  // Ours (issue 18): an admin suspended the account — its sessions end and sign-in is refused until restored.
  ACCOUNT_SUSPENDED: {
    status: 401,
    message: 'This account has been suspended. Contact support if you think this is a mistake.',
  },
  // Ours (issue 18): an admin turned the feature off (feature flags).
  FEATURE_DISABLED: { status: 403, message: 'This feature is turned off on this platform.' },
  INTERNAL_ERROR: { status: 500, message: 'An unexpected error occurred. Please try again.' },
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred'
