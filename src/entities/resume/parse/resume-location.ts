import type { JsonResume } from '@/api/resumes/json-resume'

type Location = NonNullable<NonNullable<JsonResume['basics']>['location']>

/** Country names resumes write, to JSON Resume's ISO 3166-1 alpha-2 code. A short list of common ones. */
const COUNTRIES: Record<string, string> = {
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  'united kingdom': 'GB',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'united states': 'US',
  usa: 'US',
  'united states of america': 'US',
  us: 'US',
  portugal: 'PT',
  spain: 'ES',
  españa: 'ES',
  italy: 'IT',
  italia: 'IT',
  netherlands: 'NL',
  'the netherlands': 'NL',
  belgium: 'BE',
  norway: 'NO',
  sweden: 'SE',
  denmark: 'DK',
  finland: 'FI',
  poland: 'PL',
  austria: 'AT',
  switzerland: 'CH',
  ireland: 'IE',
  canada: 'CA',
  mexico: 'MX',
  brazil: 'BR',
  argentina: 'AR',
  india: 'IN',
  china: 'CN',
  japan: 'JP',
  australia: 'AU',
  'new zealand': 'NZ',
  singapore: 'SG',
  'south africa': 'ZA',
  nigeria: 'NG',
  kenya: 'KE',
  egypt: 'EG',
  turkey: 'TR',
  greece: 'GR',
  'czech republic': 'CZ',
  czechia: 'CZ',
  romania: 'RO',
  hungary: 'HU',
  ukraine: 'UA',
  israel: 'IL',
  'united arab emirates': 'AE',
  uae: 'AE',
}
const COUNTRY_CODES = new Set(Object.values(COUNTRIES))

/** US states and Canadian provinces by their two-letter codes: a region, not a country. */
const REGION_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND ' +
    'OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB MB SK NS NB NL PE'
  ).split(' '),
)

const PLACE_WORD = /^[\p{Lu}][\p{L}'.-]*(?:\s+[\p{L}'.-]+){0,3}$/u

/**
 * A place written as "City, Region", "City, Country", "Street 12, 10119 City, Region, DE" … or null when
 * the segment does not read like one. Parts are taken from the end: a country (name or code), then the
 * city with its postcode, a region between them, and an address before.
 */
export function parseLocation(segment: string): Location | null {
  const parts = segment
    .replace(/^(?:location|address|based in)\s*[:-]?\s*/i, '')
    .split(/\s*,\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length < 2 || parts.length > 5) return null
  const location: Location = {}
  const last = parts[parts.length - 1]!
  const country = COUNTRIES[last.toLowerCase()]
  if (country) {
    location.countryCode = country
    parts.pop()
  } else if (
    /^[A-Z]{2}$/.test(last) &&
    COUNTRY_CODES.has(last) &&
    // "DE" is Delaware after "Dover" and Germany after "10119 Berlin, Berlin": a state ends a two-part place.
    (!REGION_CODES.has(last) || parts.length >= 3)
  ) {
    location.countryCode = last
    parts.pop()
  }
  if (parts.length >= 2 && /\d/.test(parts[0]!) && !/^\d{4,6}\s/.test(parts[0]!)) {
    location.address = parts.shift()!
  }
  const cityPart = parts.shift()
  if (!cityPart) return location.countryCode ? location : null
  const postal = /^(\d{4,6}|[A-Z]{1,2}\d[\dA-Z]?\s*\d[A-Z]{2})\s+(.+)$/.exec(cityPart)
  const city = postal ? postal[2]! : cityPart
  if (postal) location.postalCode = postal[1]!
  if (!PLACE_WORD.test(city)) return null
  location.city = city
  const region = parts.join(', ')
  if (region) {
    const regionPostal = /^(.+?)\s+(\d{5}(?:-\d{4})?)$/.exec(region)
    if (regionPostal) {
      location.region = regionPostal[1]!
      location.postalCode ??= regionPostal[2]!
    } else location.region = region
    if (!PLACE_WORD.test(location.region) && !REGION_CODES.has(location.region)) return null
  }
  if (!location.region && !location.countryCode) return null
  // "Go, TypeScript" reads like "City, Region": without a country, only a state or province code counts.
  if (!location.countryCode && !location.postalCode && !REGION_CODES.has(location.region ?? '')) return null
  return location
}
