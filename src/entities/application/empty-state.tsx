import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/app-link'

/** An empty list that says what would fill it and offers the next step. */
export function EmptyState({
  title,
  description,
  action,
  compact = false,
}: {
  title: string
  description: string
  action?: { label: string; href: string }
  compact?: boolean
}) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      p={compact ? '4' : { base: '6', md: '10' }}
      textAlign="center"
    >
      <Stack gap="2" align="center">
        <Heading as="h3" size={compact ? 'sm' : 'md'}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" maxW="md">
          {description}
        </Text>
        {action ? (
          <LinkButton href={action.href} colorPalette="indigo" size="sm" mt="1">
            {action.label}
          </LinkButton>
        ) : null}
      </Stack>
    </Box>
  )
}
