import { Button, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { House, RotateCcw, TriangleAlert } from 'lucide-react'
import { ErrorDetails } from './error-details'
import { goHome, reloadPage } from './error-info'

export type ErrorPanelProps = {
  title: string
  description?: string
  errorId: string
  error: Error
  retryLabel: string
  showHome: boolean
  compact?: boolean
}

/** The layout shared by the page-level and component-level error screens. */
export function ErrorPanel({
  title,
  description,
  errorId,
  error,
  retryLabel,
  showHome,
  compact = false,
}: ErrorPanelProps) {
  return (
    <Stack
      role="alert"
      gap={compact ? '3' : '5'}
      align="center"
      textAlign="center"
      p={compact ? '4' : { base: '6', md: '10' }}
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="xl"
      bg="bg.panel"
      maxW={compact ? 'full' : 'xl'}
      mx="auto"
      w="full"
    >
      <Icon boxSize={compact ? '6' : '10'} color="fg.error" aria-hidden>
        <TriangleAlert />
      </Icon>
      <Heading as={compact ? 'h3' : 'h1'} size={compact ? 'md' : '2xl'}>
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
      <ErrorDetails errorId={errorId} error={error} />
      <HStack gap="3" flexWrap="wrap" justify="center">
        <Button colorPalette="indigo" size={compact ? 'sm' : 'md'} onClick={reloadPage}>
          <RotateCcw aria-hidden /> {retryLabel}
        </Button>
        {showHome && (
          <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={goHome}>
            <House aria-hidden /> Go Home
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
