import { SearchBox } from '@/components/ui/search-box'

type Props = {
  /** The search in the URL ('' for none). */
  value: string
  /** The new search (undefined clears it), once typing pauses or on Enter. */
  onSearch: (value: string | undefined) => void
}

/** The job search box: the shared debounced search box (300 ms, 2 characters) with the jobs' texts. */
export function JobSearchBox({ value, onSearch }: Props) {
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      label="Jobs"
      fieldLabel="Search jobs"
      placeholder="Job title, company or skill"
      maxLength={200}
    />
  )
}
