import * as v from 'valibot'

/**
 * Notification mail preferences (issue 15, decision 049): per kind on or off. Application stage changes are off
 * by default because the applications module already mails every stage change to the applicant.
 */
export const NOTIFICATION_MAIL_DEFAULTS = {
  connectionRequested: true,
  connectionAccepted: true,
  message: true,
  applicationStage: false,
} as const

export const NOTIFICATION_MAIL_LABELS: Record<keyof typeof NOTIFICATION_MAIL_DEFAULTS, string> = {
  connectionRequested: 'Connection requests',
  connectionAccepted: 'Accepted connections',
  message: 'New messages',
  applicationStage: 'Application updates',
}

export const NOTIFICATION_MAIL_TEXTS = {
  saved: 'Email preferences saved',
  unsubscribed: 'You will no longer get notification emails.',
  tokenInvalid: 'This unsubscribe link is not valid.',
  section: 'Notifications',
  sectionHint:
    'Choose what we email you about (messages arriving together come in one email) and whether this device shows push notifications.',
} as const

const flag = (name: string) => v.boolean(`${name} must be true or false`)

export const NotificationMailPreferencesSchema = v.object({
  connectionRequested: v.boolean(),
  connectionAccepted: v.boolean(),
  message: v.boolean(),
  applicationStage: v.boolean(),
})
export type NotificationMailPreferences = v.InferOutput<typeof NotificationMailPreferencesSchema>

/** PUT /api/Notifications/mail-preferences: any of the four; the others keep their value. */
export const NotificationMailPreferencesInputSchema = v.strictObject({
  connectionRequested: v.optional(flag('connectionRequested')),
  connectionAccepted: v.optional(flag('connectionAccepted')),
  message: v.optional(flag('message')),
  applicationStage: v.optional(flag('applicationStage')),
})
export type NotificationMailPreferencesInput = v.InferOutput<typeof NotificationMailPreferencesInputSchema>
