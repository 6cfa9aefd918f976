import type { PersonProfile } from '@/api/people/person-card'
import { JsonLdScript } from '@/components/content/json-ld-script'
import { siteOrigin } from '@/lib/site-origin'
import { buildPersonJsonLd } from '../lib/person-json-ld'

/** The profile's schema.org ProfilePage and Person, for search engines (in the server-rendered page's HTML). */
export function PersonJsonLd({ person }: { person: PersonProfile }) {
  return <JsonLdScript data={buildPersonJsonLd(person, { origin: siteOrigin() })} />
}
