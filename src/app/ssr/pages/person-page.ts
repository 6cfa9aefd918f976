import * as v from 'valibot'
import { PersonProfileSchema } from '@/api/people/person-card'
import { UserResumesResponseSchema } from '@/api/resumes/resume-record'
import { personQueryOptions, personResumesQueryOptions } from '@/features/people/api/people-queries'
import type { SeededPage } from '../render-seeded-page'

/**
 * /people/{idOrSlug} and /profile/{idOrSlug} (the same page): `person` and `resumes` are what GET /api/People/{id}
 * and /resumes answer a visitor. Seeded under the keys a signed-out render reads: the profile under the URL's id
 * or slug, the resumes under the person's id (the page asks for them with the profile's id). Viewing a profile
 * counts nothing, so neither is asked for again after hydration; a signed-in viewer's queries have keys of their
 * own and are fetched then.
 */
export function personPage(input: {
  path: 'people' | 'profile'
  idOrSlug: string
  person: unknown
  resumes: unknown
}): SeededPage {
  const person = v.parse(PersonProfileSchema, input.person)
  const resumes = v.parse(UserResumesResponseSchema, input.resumes)
  return {
    url: `/${input.path}/${encodeURIComponent(input.idOrSlug)}`,
    seeds: [
      { queryKey: personQueryOptions(null, input.idOrSlug).queryKey, data: person },
      { queryKey: personResumesQueryOptions(null, person.id).queryKey, data: resumes },
    ],
    fallbackTitle: person.fullName,
  }
}
