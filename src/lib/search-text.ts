import { SEARCH_MIN_QUERY_LENGTH } from '@/config/search-input'

/** The text a search sends: trimmed, and under 2 characters no search at all. */
export function effectiveSearchText(value: string | undefined): string | undefined {
  const text = value?.trim()
  return text && text.length >= SEARCH_MIN_QUERY_LENGTH ? text : undefined
}
