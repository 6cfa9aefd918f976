import * as v from 'valibot'

/**
 * Feature flags (seed 1 §1): AI chat, video resumes and notifications on by default, analytics off. Stored by
 * the server (an admin may change them); these are the defaults of a flag nobody has set.
 */
export const FEATURE_FLAG_DEFAULTS = {
  AI_CHAT: true,
  VIDEO_RESUMES: true,
  NOTIFICATIONS: true,
  ANALYTICS: false,
} as const

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS
export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[]

export const FEATURE_FLAG_LABELS: Record<FeatureFlag, { label: string; description: string }> = {
  AI_CHAT: { label: 'AI chat', description: 'The assistant panel, /chat and the AI chat calls.' },
  VIDEO_RESUMES: {
    label: 'Video resumes',
    description: 'The video studio, video uploads and narrated videos.',
  },
  NOTIFICATIONS: { label: 'Notifications', description: 'In-app notifications and notification mail.' },
  ANALYTICS: { label: 'Analytics', description: 'Product analytics collected in the browser.' },
}

/** GET /api/FeatureFlags: every flag with its current value. */
export const FeatureFlagsSchema = v.object({
  AI_CHAT: v.boolean(),
  VIDEO_RESUMES: v.boolean(),
  NOTIFICATIONS: v.boolean(),
  ANALYTICS: v.boolean(),
})
export type FeatureFlags = v.InferOutput<typeof FeatureFlagsSchema>

export const FeatureFlagKeySchema = v.picklist(FEATURE_FLAG_KEYS, 'Unknown feature flag')

/** PUT /api/admin/feature-flags/{key}. */
export const FeatureFlagUpdateInputSchema = v.strictObject({
  enabled: v.boolean('enabled must be true or false'),
})
export type FeatureFlagUpdateInput = v.InferOutput<typeof FeatureFlagUpdateInputSchema>

/** The refusal of a call whose feature is off (FEATURE_DISABLED). */
export const featureDisabledMessage = (flag: FeatureFlag) =>
  `${FEATURE_FLAG_LABELS[flag].label} is turned off on this platform.`
