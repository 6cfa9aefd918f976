import { PEOPLE_SEARCH_MAX } from '@/api/people/connection-inputs'
import { SearchBox } from '@/components/ui/search-box'

type Props = {
  /** The search in the URL ('' for none). */
  value: string
  /** The new search (undefined clears it), once typing pauses or on Enter. */
  onSearch: (value: string | undefined) => void
}

/** Searches people 300 ms after typing stops, from 2 characters (seed 1 §5); Enter searches at once. */
export function PeopleSearchBox({ value, onSearch }: Props) {
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      label="People"
      fieldLabel="Search people"
      placeholder="Search by name or headline"
      maxLength={PEOPLE_SEARCH_MAX}
    />
  )
}
