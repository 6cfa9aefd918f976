import { companyDisplayName } from '@/api/companies/company-names'
import type { CompanyLocation, CompanyProfile } from '@/api/companies/company-profile'
import { absoluteUrl } from '@/components/content/json-ld-script'
import { specified } from './company-display'

/**
 * schema.org Organization for a company's page, from what the page shows a visitor (never invents a value; omits
 * what the company has not given): https://schema.org/Organization
 */

/** The page's own address: by slug, the canonical URL the server gives the page (stable once published). */
export const companyPageUrl = (company: Pick<CompanyProfile, 'slug'>, origin: string) =>
  `${origin}/companies/${encodeURIComponent(company.slug)}`

const text = (value: string | null | undefined) => value?.trim() || undefined

function postalAddress(location: CompanyLocation | null) {
  if (!location) return undefined
  const address = {
    streetAddress: text(location.address),
    addressLocality: text(location.city),
    addressRegion: text(location.state),
    postalCode: text(location.postalCode),
    addressCountry: text(location.country),
  }
  if (Object.values(address).every((part) => part === undefined)) return undefined
  return { '@type': 'PostalAddress', ...address }
}

/** '11-50' → 11 to 50 people; '1000+' → at least 1000. */
function employees(size: string | null) {
  const range = /^(\d+)-(\d+)$/.exec(size ?? '')
  if (range) return { '@type': 'QuantitativeValue', minValue: Number(range[1]), maxValue: Number(range[2]) }
  const atLeast = /^(\d+)\+$/.exec(size ?? '')
  if (atLeast) return { '@type': 'QuantitativeValue', minValue: Number(atLeast[1]) }
  return undefined
}

/** The company's own web addresses: its website and social profiles given as links. */
function sameAs(company: CompanyProfile): string[] {
  const { contact } = company.data
  const links = [
    company.data.website ?? company.website,
    contact?.linkedin,
    contact?.twitter,
    contact?.facebook,
  ]
  return [...new Set(links.filter((link): link is string => !!link && /^https?:\/\//i.test(link)))]
}

export function buildCompanyJsonLd(company: CompanyProfile, { origin }: { origin: string }) {
  const { data } = company
  const url = companyPageUrl(company, origin)
  const logoPath = data.logo ?? company.logo
  const logo = logoPath ? absoluteUrl(logoPath, origin) : undefined
  const links = sameAs(company)
  // JSON drops the undefined members: only what the company has given is in the text.
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    '@id': url,
    url,
    name: companyDisplayName(company.name),
    logo,
    slogan: text(data.tagline ?? company.tagline),
    description: text(data.description ?? company.description),
    foundingDate: data.founded ? String(data.founded) : undefined,
    address: postalAddress(data.headquarters),
    numberOfEmployees: employees(specified(data.size ?? company.size)),
    sameAs: links.length > 0 ? links : undefined,
  }
}
