import { NOT_SPECIFIED } from '@/api/companies/company'
import type { CompanyLocation } from '@/api/companies/company-profile'
import type { CompanyStatus } from '@/api/companies/company-status'

/** 'Berlin, Germany' style one-liner of a location (address parts that are given, in reading order). */
export function formatCompanyLocation(
  location: CompanyLocation | null | undefined,
  withAddress = false,
): string {
  if (!location) return ''
  const parts = [
    withAddress ? location.address : null,
    location.city,
    location.state,
    withAddress ? location.postalCode : null,
    location.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
  if (parts.length === 0) return location.remote ? 'Remote' : ''
  return location.remote ? `${parts.join(', ')} · Remote` : parts.join(', ')
}

/** 'example.com/jobs' for showing a URL (the link keeps the full address). */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
}

/** A value the server filled with 'Not specified' reads as absent. */
export const specified = (value: string | null | undefined) =>
  value && value !== NOT_SPECIFIED ? value : null

export const STATUS_LABELS: Record<CompanyStatus, string> = {
  draft: 'Draft',
  onboarding: 'Setting up',
  active: 'Published',
  paused: 'Paused',
  inactive: 'Inactive',
}

export const STATUS_PALETTES: Record<CompanyStatus, string> = {
  draft: 'gray',
  onboarding: 'orange',
  active: 'green',
  paused: 'yellow',
  inactive: 'gray',
}
