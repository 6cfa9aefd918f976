import type { PersonProfile } from '@/api/people/person-card'
import { absoluteUrl } from '@/components/content/json-ld-script'

/**
 * schema.org ProfilePage with its Person for a profile, from what the page shows a visitor (never invents a value;
 * omits what the person has not given): https://schema.org/ProfilePage. No contact details: the profile shows none.
 */

/** The profile's own address: /people/{slug}, the canonical URL the server gives both /people and /profile. */
export const personPageUrl = (person: Pick<PersonProfile, 'slug' | 'id'>, origin: string) =>
  `${origin}/people/${encodeURIComponent(person.slug || person.id)}`

const text = (value: string | null | undefined) => value?.trim() || undefined
const isWebLink = (link: string | null): link is string => !!link && /^https?:\/\//i.test(link)

export function buildPersonJsonLd(person: PersonProfile, { origin }: { origin: string }) {
  const url = personPageUrl(person, origin)
  const links = [person.website, person.linkedIn, person.github].filter(isWebLink)
  const company = text(person.currentCompany) ?? text(person.companyName)
  // JSON drops the undefined members: only what the person has given is in the text.
  return {
    '@context': 'https://schema.org/',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    dateCreated: person.createdAt,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: person.fullName,
      givenName: text(person.firstName),
      familyName: text(person.lastName),
      image: person.avatar ? absoluteUrl(person.avatar, origin) : undefined,
      description: text(person.headline),
      jobTitle: text(person.currentPosition),
      worksFor: company ? { '@type': 'Organization', name: company } : undefined,
      homeLocation: text(person.location) ? { '@type': 'Place', name: text(person.location) } : undefined,
      knowsAbout: person.skills.length > 0 ? person.skills : undefined,
      sameAs: links.length > 0 ? [...new Set(links)] : undefined,
    },
  }
}
