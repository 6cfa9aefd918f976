import * as v from 'valibot'
import { CompanyStatsSchema } from '@/api/companies/company'
import { CompanyProfileSchema } from '@/api/companies/company-profile'
import { companyDisplayName } from '@/api/companies/company-names'
import { companyQueryOptions } from '@/features/companies/api/get-company'
import { companyStatsQueryOptions } from '@/features/companies/api/get-company-stats'
import type { SeededPage } from '../render-seeded-page'

/**
 * /companies/{idOrSlug}{search}: `company` and `stats` are what GET /api/Companies/{id} and /stats answer a visitor.
 * Seeded under the keys a signed-out render reads: the profile under the URL's id or slug (the route's loader and
 * the page ask with what the URL says) and the visitor's key; the stats under the company's id (the page asks
 * for them with the profile's id, whichever the URL used). The search (?tab=jobs) is kept, so the server renders
 * the tab the browser will. The profile is asked for again after hydration: that request counts the visit.
 */
export function companyPage(input: {
  idOrSlug: string
  search: string
  company: unknown
  stats: unknown
}): SeededPage {
  const company = v.parse(CompanyProfileSchema, input.company)
  const stats = v.parse(CompanyStatsSchema, input.stats)
  return {
    url: `/companies/${encodeURIComponent(input.idOrSlug)}${input.search}`,
    seeds: [
      { queryKey: companyQueryOptions(input.idOrSlug, null).queryKey, data: company, askAgain: true },
      { queryKey: companyStatsQueryOptions(company.id).queryKey, data: stats },
    ],
    fallbackTitle: companyDisplayName(company.name),
  }
}
