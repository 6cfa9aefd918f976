import type { ReactNode } from 'react'
import type { FeatureFlag } from '@/api/feature-flags'
import { useFeatureFlag } from './feature-flags-query'

/** Renders its children only while the feature is on (else `fallback`, nothing by default). */
export function FeatureGate({
  flag,
  children,
  fallback = null,
}: {
  flag: FeatureFlag
  children: ReactNode
  fallback?: ReactNode
}) {
  return useFeatureFlag(flag) ? children : fallback
}
