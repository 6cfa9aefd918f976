import type { ExperienceLevel, ListEmploymentType } from '@/api/jobs/job-list-enums'
import type { SalaryPeriod } from '@/api/jobs/job-salary'
import { formatEnUsCurrency } from '@/lib/en-us-number'

/** Labels of the list enums (the spec's filter options), shared by job cards, filters and the detail page. */
export const EMPLOYMENT_TYPE_LABELS: Record<ListEmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  remote: 'Remote',
}

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  executive: 'Executive',
}

export const SALARY_PERIOD_UNITS: Record<SalaryPeriod, string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
}

export type SalaryRange = {
  salaryMin: number | null
  salaryMax: number | null
  currency: string | null
  salaryPeriod?: SalaryPeriod | null
}

function formatter(currency: string, compact: boolean, amount: number, locale?: string) {
  const fractional = !Number.isInteger(amount)
  try {
    return new Intl.NumberFormat(locale ?? 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      notation: compact && amount >= 10_000 ? 'compact' : 'standard',
      maximumFractionDigits: compact && amount >= 10_000 ? 1 : fractional ? 2 : 0,
      minimumFractionDigits: fractional && !(compact && amount >= 10_000) ? 2 : 0,
    })
  } catch {
    // An unknown currency code: the number with the code after it.
    return {
      format: (n: number) =>
        `${n.toLocaleString(locale ?? 'en-US', { maximumFractionDigits: 2 })} ${currency.toUpperCase()}`,
    }
  }
}

/**
 * '$120K – $150K / year', 'From €45,000 / year', 'Up to £30 / hour'; null without any amount. The currency
 * defaults to USD (like the job pages' structured data) and the period to yearly (the server's default).
 * `compact` (cards) abbreviates amounts of 10,000 and more.
 */
export function formatSalaryRange(
  { salaryMin, salaryMax, currency, salaryPeriod }: SalaryRange,
  { compact = false, locale }: { compact?: boolean; locale?: string } = {},
): string | null {
  if (salaryMin === null && salaryMax === null) return null
  const code = (currency ?? 'USD').toUpperCase()
  // en-US (every page today) is written without Intl: starting ICU's number formatting is a long task on a
  // phone, in the middle of hydrating a job list (src/lib/en-us-number.ts).
  const format = (amount: number) =>
    (locale === undefined || locale === 'en-US' ? formatEnUsCurrency(amount, code, compact) : null) ??
    formatter(code, compact, amount, locale).format(amount)
  const unit = ` / ${SALARY_PERIOD_UNITS[salaryPeriod ?? 'yearly']}`
  if (salaryMin !== null && salaryMax !== null) {
    return salaryMin === salaryMax
      ? `${format(salaryMin)}${unit}`
      : `${format(salaryMin)} – ${format(salaryMax)}${unit}`
  }
  if (salaryMin !== null) return `From ${format(salaryMin)}${unit}`
  return `Up to ${format(salaryMax as number)}${unit}`
}
