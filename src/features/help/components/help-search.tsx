import { CloseButton, Field, Input, InputGroup } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import type { Ref } from 'react'

type HelpSearchProps = {
  value: string
  onChange: (value: string) => void
  resultsId: string
  ref?: Ref<HTMLInputElement>
}

/** The search box; filtering happens on every keystroke, so there is no submit button. */
export function HelpSearch({ value, onChange, resultsId, ref }: HelpSearchProps) {
  return (
    <Field.Root>
      <Field.Label srOnly>Search the Help Center</Field.Label>
      <InputGroup
        startElement={<Search size={18} aria-hidden="true" />}
        endElement={
          value ? (
            <CloseButton
              size="xs"
              variant="plain"
              aria-label="Clear search"
              onClick={() => onChange('')}
              me="-2"
            />
          ) : undefined
        }
      >
        <Input
          ref={ref}
          type="search"
          size="lg"
          bg="bg"
          placeholder="Search help articles"
          value={value}
          aria-controls={resultsId}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault()
              onChange('')
            }
          }}
        />
      </InputGroup>
    </Field.Root>
  )
}
