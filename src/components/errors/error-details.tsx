import { Box, Code, Stack, Text } from '@chakra-ui/react'

/** Error ID, message and a collapsible stack trace, as every error screen shows them. */
export function ErrorDetails({ errorId, error }: { errorId: string; error: Error }) {
  return (
    <Stack gap="3" w="full" textAlign="start">
      <Text fontSize="sm" color="fg.muted">
        Error ID:{' '}
        <Code data-testid="error-id" colorPalette="gray" userSelect="all">
          {errorId}
        </Code>
      </Text>
      <Text fontSize="sm" fontWeight="medium" wordBreak="break-word" data-testid="error-message">
        {error.message || 'An unexpected error occurred. Please try again.'}
      </Text>
      {error.stack && (
        <Box asChild fontSize="sm">
          <details>
            <Box
              as="summary"
              cursor="pointer"
              color="fg.muted"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              Technical details
            </Box>
            <Box
              as="pre"
              mt="2"
              p="3"
              maxH="60"
              overflow="auto"
              bg="bg.muted"
              borderRadius="md"
              fontSize="xs"
              whiteSpace="pre-wrap"
              wordBreak="break-all"
            >
              {error.stack}
            </Box>
          </details>
        </Box>
      )}
    </Stack>
  )
}
