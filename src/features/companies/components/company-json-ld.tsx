import type { CompanyProfile } from '@/api/companies/company-profile'
import { JsonLdScript } from '@/components/content/json-ld-script'
import { siteOrigin } from '@/lib/site-origin'
import { buildCompanyJsonLd } from '../lib/company-json-ld'

/** The company's schema.org Organization, for search engines (in the server-rendered page's HTML). */
export function CompanyJsonLd({ company }: { company: CompanyProfile }) {
  return <JsonLdScript data={buildCompanyJsonLd(company, { origin: siteOrigin() })} />
}
