/**
 * Which optional client features are on: AI chat, video resumes and notifications by default, analytics
 * off. The defaults live here; callers may pass overrides (tests, runtime config), and an override wins.
 */
export const FEATURE_FLAGS = {
  AI_CHAT: true,
  VIDEO_RESUMES: true,
  NOTIFICATIONS: true,
  ANALYTICS: false,
} as const

export type FeatureFlag = keyof typeof FEATURE_FLAGS
export type FeatureFlagOverrides = Partial<Record<FeatureFlag, boolean>>

export function isFeatureEnabled(flag: FeatureFlag, overrides?: FeatureFlagOverrides): boolean {
  return overrides?.[flag] ?? FEATURE_FLAGS[flag]
}
