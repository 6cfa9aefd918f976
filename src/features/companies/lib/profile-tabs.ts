/** The profile's tabs, in order; the URL's ?tab= (About when absent). */
export const PROFILE_TABS = ['about', 'jobs', 'benefits', 'tech', 'locations', 'team'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export type ProfileSearch = { tab?: Exclude<ProfileTab, 'about'>; page?: number }

/** validateSearch of /companies/{id}: an unknown tab or page is dropped (About, page 1). */
export function parseProfileSearch(raw: Record<string, unknown>): ProfileSearch {
  const out: ProfileSearch = {}
  const tab = raw['tab']
  if (typeof tab === 'string' && tab !== 'about' && (PROFILE_TABS as readonly string[]).includes(tab)) {
    out.tab = tab as Exclude<ProfileTab, 'about'>
  }
  const page = Number(raw['page'])
  if (out.tab === 'jobs' && Number.isInteger(page) && page > 1) out.page = page
  return out
}
