import { List, Stack, Text } from '@chakra-ui/react'
import type { Suggestion } from '@/api/ai-tools/ai-result'

/** Suggestions, each with the part of the resume and the text it came from. */
export function SuggestionList({
  suggestions,
  label,
  empty,
}: {
  suggestions: readonly Suggestion[]
  label: string
  empty: string
}) {
  if (suggestions.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {empty}
      </Text>
    )
  return (
    <List.Root as="ol" gap="3" ps="5" aria-label={label}>
      {suggestions.map((s, index) => (
        <List.Item key={`${s.checkId ?? 'x'}-${index}`}>
          <Stack gap="0.5">
            <Text>{s.text}</Text>
            <Text fontSize="xs" color="fg.subtle" wordBreak="break-word">
              From {s.source.section}
              {s.source.excerpt ? `: “${s.source.excerpt}”` : ' (nothing found there)'}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  )
}

export function suggestionsText(suggestions: readonly Suggestion[]): string {
  return suggestions
    .map(
      (s) => `  - ${s.text} (from ${s.source.section}${s.source.excerpt ? `: “${s.source.excerpt}”` : ''})`,
    )
    .join('\n')
}
