import { Search, X } from 'lucide-react'
import { useId } from 'react'
import { jobCardClass } from '@/components/static-css/job-card'
import { searchBoxClass as c } from '@/components/static-css/search-box'
import { SEARCH_MIN_QUERY_LENGTH } from '@/config/search-input'
import { useDebouncedInput } from '@/hooks/use-debounced-input'

type Props = {
  /** The search in the URL ('' for none). */
  value: string
  /** The new search (undefined clears it), once typing pauses or on Enter. */
  onSearch: (value: string | undefined) => void
  /** The search landmark's name ("Jobs", "People"). */
  label: string
  /** The field's (visually hidden) label ("Search jobs"). */
  fieldLabel: string
  placeholder: string
  maxLength: number
}

const acceptable = (text: string) => text.length === 0 || text.length >= SEARCH_MIN_QUERY_LENGTH

/**
 * A search box bound to the URL (seed 1 §5): searches 300 ms after typing stops, from 2 characters; Enter
 * searches at once; one character waits for more (with a hint); the clear button or an empty box clears it.
 *
 * Plain elements drawn like Chakra's Field + InputGroup + Input lg + CloseButton xs (static classes, decision 023):
 * it sits at the top of every list page, where each Chakra part cost a start-up its chunk and style resolution.
 */
export function SearchBox({ value, onSearch, label, fieldLabel, placeholder, maxLength }: Props) {
  const id = useId()
  const { text, setText, flush } = useDebouncedInput({
    value,
    onCommit: (next) => onSearch(next === '' ? undefined : next),
    accept: acceptable,
  })
  const tooShort = !acceptable(text.trim())
  const helperId = `${id}-helper`
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        flush()
      }}
    >
      <div className={c.field}>
        <label htmlFor={id} className={jobCardClass.srOnly}>
          {fieldLabel}
        </label>
        <div className={c.group}>
          <div className={c.start}>
            <Search aria-hidden size={18} />
          </div>
          <input
            id={id}
            type="search"
            className={c.input}
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={maxLength}
            aria-describedby={tooShort ? helperId : undefined}
          />
          {text ? (
            <div className={c.end}>
              <button
                type="button"
                className={c.clear}
                aria-label="Clear search"
                onClick={() => {
                  setText('')
                  onSearch(undefined)
                }}
              >
                <X aria-hidden />
              </button>
            </div>
          ) : null}
        </div>
        {tooShort ? (
          <p id={helperId} className={c.helper}>
            Type at least {SEARCH_MIN_QUERY_LENGTH} characters to search.
          </p>
        ) : null}
      </div>
    </form>
  )
}
