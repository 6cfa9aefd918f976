import type { CompanyStatus } from '@/api/companies/company-status'
import { COMPANY_SIZES } from '@/api/companies/company-sizes'

/** How a company's size and set-up state are shown. */

/** A size from the list reads with ' employees' after it ('11-50 employees'); anything else as it is. */
export const companySizeLabel = (size: string) =>
  (COMPANY_SIZES as readonly string[]).includes(size) ? `${size} employees` : size

/** The card shows a setup progress bar only while the company is being set up (draft or onboarding). */
export const showsSetupProgress = (status: CompanyStatus) => status === 'draft' || status === 'onboarding'
