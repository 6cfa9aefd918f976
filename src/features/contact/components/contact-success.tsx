import { Box, Button, Heading, Icon, Stack, Text } from '@chakra-ui/react'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { CONTACT_CONFIRMATION } from '@/api/contact'

type ContactSuccessProps = { reference: string; email: string; onReset: () => void }

/** Replaces the form after a successful send; focus moves here so screen readers announce it. */
export function ContactSuccess({ reference, email, onReset }: ContactSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <Box
      role="status"
      borderWidth="1px"
      borderColor="green.muted"
      bg="green.subtle"
      rounded="l3"
      p={{ base: '6', md: '8' }}
    >
      <Stack gap="3" align="flex-start">
        <Icon as={CircleCheck} boxSize="8" color="green.fg" aria-hidden="true" />
        <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} outline="none">
          Message sent
        </Heading>
        <Text>{CONTACT_CONFIRMATION}</Text>
        <Text fontSize="sm" color="fg.muted">
          We will reply to <strong>{email}</strong>. Your reference is{' '}
          <Text as="code" fontFamily="mono" fontSize="xs" wordBreak="break-all">
            {reference}
          </Text>
          .
        </Text>
        <Button variant="outline" mt="2" onClick={onReset}>
          Send another message
        </Button>
      </Stack>
    </Box>
  )
}
