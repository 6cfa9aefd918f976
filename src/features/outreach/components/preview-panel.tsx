import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { StepInput } from '@/api/outreach/outreach-inputs'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useCandidates, usePreview } from '../api/outreach-api'

type Props = { sequenceId: string; steps: () => StepInput[] | null }

/** Preview per recipient: the editor's current steps rendered for one person, as the worker will send them. */
export function PreviewPanel({ sequenceId, steps }: Props) {
  const [search, setSearch] = useState('')
  const [userId, setUserId] = useState('')
  const applicants = useCandidates('applicants', '', true)
  const people = useCandidates('people', search.trim(), search.trim().length >= 2)
  const preview = usePreview()
  const options = [...(applicants.data?.items ?? []), ...(people.data?.items ?? [])].filter(
    (item, index, all) => all.findIndex((other) => other.id === item.id) === index,
  )
  const run = () => {
    const current = steps()
    if (current && userId) preview.mutate({ id: sequenceId, input: { userId, steps: current } })
  }
  return (
    <Box as="section" aria-labelledby="outreach-preview" borderWidth="1px" borderRadius="lg" p="4">
      <Text id="outreach-preview" fontWeight="semibold" mb="3">
        Preview for a recipient
      </Text>
      <Stack gap="3">
        <Field.Root id="outreach-preview-search">
          <Field.Label>Find a person</Field.Label>
          <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or headline" />
        </Field.Root>
        <HStack align="end" gap="2" flexWrap="wrap">
          <Field.Root id="outreach-preview-person" flex="1" minW="48">
            <Field.Label>Recipient</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={userId} onChange={(e) => setUserId(e.target.value)}>
                <option value="">Choose a person…</option>
                {options.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                    {person.context ? ` — ${person.context}` : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button onClick={run} disabled={!userId} loading={preview.isPending} variant="outline">
            Preview
          </Button>
        </HStack>
        {preview.isError ? (
          <Text color="fg.error" role="alert">
            {toUserMessage(preview.error)}
          </Text>
        ) : null}
        {preview.data ? (
          <Stack gap="3" aria-live="polite">
            {preview.data.steps.map((step) => (
              <Box key={step.position} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
                <Text fontSize="xs" color="fg.muted">
                  Step {step.position + 1} to {preview.data.recipient.name}
                </Text>
                <Text fontWeight="semibold">{step.subject}</Text>
                <Text whiteSpace="pre-wrap" fontSize="sm">
                  {step.body}
                </Text>
              </Box>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  )
}
