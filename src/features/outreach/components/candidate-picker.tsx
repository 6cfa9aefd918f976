import { Box, Checkbox, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useCandidates } from '../api/outreach-api'

type Props = {
  source: 'applicants' | 'people'
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
}

/** A searchable checkbox list of the people the server says the caller may contact from this source. */
export function CandidatePicker({ source, selected, onToggle }: Props) {
  const [search, setSearch] = useState('')
  const q = search.trim()
  const query = useCandidates(source, q, source === 'applicants' || q.length >= 2)
  const items = query.data?.items ?? []
  return (
    <Stack gap="3">
      <Field.Root id={`outreach-${source}-search`}>
        <Field.Label>{source === 'applicants' ? 'Filter applicants' : 'Search people'}</Field.Label>
        <Input
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={source === 'applicants' ? 'Name or job' : 'At least 2 letters of a name or headline'}
        />
      </Field.Root>
      <Box
        maxH="64"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        p="2"
        role="group"
        aria-label="People"
      >
        {query.isLoading ? (
          <Stack gap="2" aria-busy="true">
            <Skeleton h="6" />
            <Skeleton h="6" />
          </Stack>
        ) : query.isError ? (
          <Text color="fg.error" role="alert">
            {toUserMessage(query.error)}
          </Text>
        ) : items.length === 0 ? (
          <Text color="fg.muted" p="2">
            {source === 'applicants'
              ? 'No applicants of your jobs to contact yet.'
              : q.length < 2
                ? 'Type a name to find people you may contact.'
                : 'Nobody you may contact matches.'}
          </Text>
        ) : (
          <Stack gap="1">
            {items.map((person) => (
              <Checkbox.Root
                key={person.id}
                checked={selected.has(person.id)}
                onCheckedChange={() => onToggle(person.id)}
                p="1"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {person.name}
                  {person.context || person.headline ? (
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {' '}
                      — {person.context ?? person.headline}
                    </Text>
                  ) : null}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  )
}
