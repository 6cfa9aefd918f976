import { queryOptions, useQuery } from '@tanstack/react-query'
import { FEATURE_FLAG_DEFAULTS, FeatureFlagsSchema, type FeatureFlag } from '@/api/feature-flags'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET /api/FeatureFlags: the platform's flags (admins set them; the server refuses a turned-off feature's calls). */
export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['feature-flags'],
    queryFn: ({ signal }) => apiRequest('/FeatureFlags', { schema: FeatureFlagsSchema, signal }),
    // The server's answer may be a minute old in shared caches anyway.
    staleTime: 60_000,
  })

/**
 * Whether a feature is on. Until the flags arrive (first render, a prerendered page, offline without them) it
 * answers the default, so an on-by-default feature never flickers away; a turned-off one disappears once
 * the answer is in.
 */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const { data } = useQuery(featureFlagsQueryOptions())
  return data?.[flag] ?? FEATURE_FLAG_DEFAULTS[flag]
}
