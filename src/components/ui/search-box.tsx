import { CloseButton, Field, Input, InputGroup } from '@chakra-ui/react'
import { Search } from 'lucide-react'
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
 */
export function SearchBox({ value, onSearch, label, fieldLabel, placeholder, maxLength }: Props) {
  const { text, setText, flush } = useDebouncedInput({
    value,
    onCommit: (next) => onSearch(next === '' ? undefined : next),
    accept: acceptable,
  })
  const tooShort = !acceptable(text.trim())
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        flush()
      }}
    >
      <Field.Root>
        <Field.Label srOnly>{fieldLabel}</Field.Label>
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
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={maxLength}
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
