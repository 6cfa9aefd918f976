import { CloseButton, Field, Input, InputGroup } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { PEOPLE_SEARCH_MAX } from '@/api/people/connection-inputs'
import { SEARCH_MIN_QUERY_LENGTH } from '@/config/search-input'
import { useDebouncedInput } from '@/hooks/use-debounced-input'

type Props = {
  /** The search in the URL ('' for none). */
  value: string
  /** The new search (undefined clears it), once typing pauses or on Enter. */
  onSearch: (value: string | undefined) => void
}

const acceptable = (text: string) => text.length === 0 || text.length >= SEARCH_MIN_QUERY_LENGTH

/** Searches people 300 ms after typing stops, from 2 characters (seed 1 §5); Enter searches at once. */
export function PeopleSearchBox({ value, onSearch }: Props) {
  const { text, setText, flush } = useDebouncedInput({
    value,
    onCommit: (next) => onSearch(next === '' ? undefined : next),
    accept: acceptable,
  })
  const tooShort = !acceptable(text.trim())
  return (
    <form
      role="search"
      aria-label="People"
      onSubmit={(event) => {
        event.preventDefault()
        flush()
      }}
    >
      <Field.Root>
        <Field.Label srOnly>Search people</Field.Label>
        <InputGroup
          startElement={<Search aria-hidden size={18} />}
          endElement={
            text ? (
              <CloseButton
                size="xs"
                aria-label="Clear search"
                onClick={() => {
                  setText('')
                  onSearch(undefined)
                }}
              />
            ) : undefined
          }
        >
          <Input
            type="search"
            size="lg"
            bg="bg.panel"
            placeholder="Search by name or headline"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={PEOPLE_SEARCH_MAX}
            css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
          />
        </InputGroup>
        {tooShort ? (
          <Field.HelperText>Type at least {SEARCH_MIN_QUERY_LENGTH} characters to search.</Field.HelperText>
        ) : null}
      </Field.Root>
    </form>
  )
}
