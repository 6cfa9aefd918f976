import { FEATURE_FLAG_DEFAULTS, type FeatureFlag } from '@/api/feature-flags'

/**
 * Which optional client features are on: AI chat, video resumes and notifications by default, analytics
 * off. The defaults live in the shared contract (the server stores what admins change, GET /api/FeatureFlags);
 * callers pass the server's answer as overrides, and an override wins.
 */
export const FEATURE_FLAGS = FEATURE_FLAG_DEFAULTS

export type { FeatureFlag }
export type FeatureFlagOverrides = Partial<Record<FeatureFlag, boolean>>

export function isFeatureEnabled(flag: FeatureFlag, overrides?: FeatureFlagOverrides): boolean {
  return overrides?.[flag] ?? FEATURE_FLAGS[flag]
}
