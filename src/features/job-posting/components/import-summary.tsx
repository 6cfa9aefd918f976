import { Alert, Button, Text } from '@chakra-ui/react'
import { forwardRef } from 'react'
import { describeFilled, type ImportResult } from '../lib/apply-import'

type Props = { result: ImportResult; onUndo: () => void }

/** The file's name, or the page's host name (the final URL after redirects). */
function sourceLabel(source: ImportResult['source']): string {
  if (source.kind === 'file') return source.name
  try {
    return new URL(source.name).hostname
  } catch {
    return source.name
  }
}

/** What an import filled in and what it could not find, so the user knows what to review. */
export const ImportSummary = forwardRef<HTMLDivElement, Props>(function ImportSummary(
  { result, onUndo },
  ref,
) {
  const filled = describeFilled(result)
  const from = sourceLabel(result.source)
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="success" flexWrap="wrap" gap="3" data-testid="import-summary">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="14rem">
        <Alert.Title>
          {filled.length > 0 ? `Filled in from ${from}` : `Nothing usable found in ${from}`}
        </Alert.Title>
        <Alert.Description>
          {filled.length > 0 ? (
            <Text>
              {filled.join(', ')}. Fields marked “From import” came from it: review them before saving.
            </Text>
          ) : null}
          {result.missing.length > 0 ? <Text>Not found: {result.missing.join(', ')}.</Text> : null}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onUndo}>
        Undo import
      </Button>
    </Alert.Root>
  )
})
