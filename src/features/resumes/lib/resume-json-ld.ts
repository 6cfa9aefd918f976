import type { JsonResume } from '@/api/resumes/json-resume'
import type { Resume } from '@/api/resumes/resume-record'
import { absoluteUrl } from '@/components/content/json-ld-script'

/**
 * schema.org structured data of a public resume (decision 050): a ProfilePage about the Person the resume
 * describes — name, title, summary, place, skills, current work, schools and web profiles. Never an e-mail address
 * or a phone number, even when the owner shows them on the page: structured data is what scrapers harvest first,
 * and a crawler needs neither to index the page. Only for a public resume; others are never indexed.
 */

/** The resume's own address: /resumes/{slug}, the canonical URL the server gives the page. */
export const resumePageUrl = (resume: Pick<Resume, 'slug' | 'id'>, origin: string) =>
  `${origin}/resumes/${encodeURIComponent(resume.slug || resume.id)}`

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
const isWebLink = (link: unknown): link is string => typeof link === 'string' && /^https?:\/\//i.test(link)
const nonEmpty = <T>(list: T[]) => (list.length > 0 ? list : undefined)

function place(basics: NonNullable<JsonResume['basics']>) {
  const location = basics.location
  if (!location) return undefined
  const address = {
    addressLocality: text(location.city),
    addressRegion: text(location.region),
    addressCountry: text(location.countryCode),
  }
  if (Object.values(address).every((part) => part === undefined)) return undefined
  return { '@type': 'Place', address: { '@type': 'PostalAddress', ...address } }
}

export function buildResumeJsonLd(resume: Resume, { origin }: { origin: string }) {
  const url = resumePageUrl(resume, origin)
  const content = resume.resume
  const basics = content.basics ?? {}
  const current = (content.work ?? []).find((job) => text(job.name) && !text(job.endDate))
  const links = [basics.url, ...(basics.profiles ?? []).map((profile) => profile.url)].filter(isWebLink)
  const skills = (content.skills ?? []).map((skill) => text(skill.name)).filter((name) => name !== undefined)
  const schools = (content.education ?? [])
    .map((school) => text(school.institution))
    .filter((name) => name !== undefined)
  return {
    '@context': 'https://schema.org/',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    name: resume.name,
    description: text(resume.description),
    dateCreated: resume.createdAt,
    dateModified: resume.updatedAt,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: text(basics.name) ?? resume.name,
      image: isWebLink(basics.image) ? absoluteUrl(basics.image, origin) : undefined,
      jobTitle: text(basics.label),
      description: text(basics.summary),
      homeLocation: place(basics),
      worksFor: current ? { '@type': 'Organization', name: text(current.name) } : undefined,
      alumniOf: nonEmpty(schools.map((name) => ({ '@type': 'EducationalOrganization', name }))),
      knowsAbout: nonEmpty(skills),
      sameAs: nonEmpty([...new Set(links)]),
    },
  }
}
