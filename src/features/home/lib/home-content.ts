import {
  HOME_CONTENT_FACTOR,
  type PublicSearchItem,
  type PublicSearchQueryInput,
} from '@/api/discovery/public-search'

/**
 * The home page's content sections (seed 2 §7): each asks the discovery search for four times the count it
 * shows (default 4 per category) and shows the first that pass, so items a card cannot show well (no name, a
 * second item of one owner) do not leave a section short.
 */
export const HOME_CONTENT_COUNT = 4

export const HOME_CONTENT_SECTIONS = [
  { category: 'jobs', title: 'Latest jobs', more: '/jobs', moreLabel: 'Browse all jobs' },
  { category: 'companies', title: 'Companies hiring', more: '/companies', moreLabel: 'See all companies' },
  {
    category: 'people',
    title: 'People on ReelHire',
    more: '/search?category=people',
    moreLabel: 'Find people',
  },
] as const
export type HomeContentSection = (typeof HOME_CONTENT_SECTIONS)[number]

export const homeContentQuery = (
  category: HomeContentSection['category'],
  count = HOME_CONTENT_COUNT,
): PublicSearchQueryInput => ({
  category,
  sort: 'latest',
  page: 1,
  limit: count * HOME_CONTENT_FACTOR,
})

/** The first `count` items with a name to show, at most one per owner (one person's many jobs fill no section). */
export function pickHomeItems(
  items: readonly PublicSearchItem[],
  count = HOME_CONTENT_COUNT,
): PublicSearchItem[] {
  const owners = new Set<string>()
  const picked: PublicSearchItem[] = []
  for (const item of items) {
    if (picked.length === count) break
    if ((item.title || item.name).trim() === '') continue
    const owner = item.type === 'company' || item.type === 'people' ? item.id : (item.ownerId ?? item.id)
    if (owners.has(owner)) continue
    owners.add(owner)
    picked.push(item)
  }
  return picked
}
