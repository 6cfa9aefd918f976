import { COMPANY_SIZES, type CompanySize } from '@/api/companies/company-sizes'

/**
 * How many open jobs a sample company of each size may have: a company of up to 10 people hires for a few
 * roles at most, a company of thousands for many. The jobs seeder never gives a company more jobs (of any
 * status) than this, so its open ones stay within it too.
 */
export const MAX_OPEN_JOBS: Readonly<Record<CompanySize, number>> = {
  '1-10': 3,
  '11-50': 8,
  '51-200': 20,
  '201-500': 40,
  '501-1000': 70,
  '1000+': 120,
}

/** A company that has not given its size yet (a draft) is treated as a small one. */
export const maxOpenJobs = (size: string | null): number =>
  size !== null && size in MAX_OPEN_JOBS ? MAX_OPEN_JOBS[size as CompanySize] : MAX_OPEN_JOBS['1-10']

/** The smallest size whose limit holds `openJobs` (the largest when none does). */
export function sizeForOpenJobs(openJobs: number): CompanySize {
  return COMPANY_SIZES.find((size) => MAX_OPEN_JOBS[size] >= openJobs) ?? '1000+'
}

/**
 * How often each size is drawn for a sample company: mostly mid-sized and large ones, which post most of a
 * job board's jobs, so the sample's 1,600 jobs fit in about half of the companies' room for them.
 */
export const SIZE_WEIGHTS: readonly { weight: number; value: CompanySize }[] = [
  { weight: 10, value: '1-10' },
  { weight: 16, value: '11-50' },
  { weight: 22, value: '51-200' },
  { weight: 20, value: '201-500' },
  { weight: 14, value: '501-1000' },
  { weight: 18, value: '1000+' },
]
