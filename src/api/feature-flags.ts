/** Feature flags of issue 2 §4. Defaults live here; callers may pass overrides (tests, runtime config). */
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
