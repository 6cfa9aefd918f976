import { Button, Card, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { OUTREACH_TEXTS } from '@/api/outreach/outreach-fields'
import { isApiError, toUserMessage } from '@/lib/api-client/api-error'
import { fetchUnsubscribeInfo, postUnsubscribe } from '../api/outreach-api'

/**
 * /unsubscribe/{token}: where the link in an outreach mail leads. Opening it changes nothing (mail scanners open
 * links); the button sends the same one-click POST a mail client would, and it works signed out.
 */
export function OutreachUnsubscribePage({ token }: { token: string }) {
  const info = useQuery({
    queryKey: ['outreach-unsubscribe', token],
    queryFn: () => fetchUnsubscribeInfo(token),
    retry: false,
  })
  const confirm = useMutation({ mutationFn: () => postUnsubscribe(token) })
  const done = confirm.isSuccess || info.data?.unsubscribed
  let body
  if (info.isPending)
    body = (
      <Stack align="center" py="8" role="status" gap="3">
        <Spinner size="lg" color="indigo.solid" />
        <Text color="fg.muted">Loading…</Text>
      </Stack>
    )
  else if (info.isError)
    body = (
      <Text color="fg.muted" role="alert">
        {isApiError(info.error) && info.error.statusCode === 404
          ? OUTREACH_TEXTS.tokenInvalid
          : toUserMessage(info.error)}
      </Text>
    )
  else if (done)
    body = (
      <Text role="status" aria-live="polite">
        {OUTREACH_TEXTS.unsubscribed}
      </Text>
    )
  else
    body = (
      <Stack gap="4">
        <Text>
          {info.data.senderName} wrote to you through ReelHire. Unsubscribe, and no recruiter will email you
          through ReelHire again. Messages inside ReelHire are not affected.
        </Text>
        {confirm.isError ? (
          <Text color="fg.error" role="alert">
            {toUserMessage(confirm.error)}
          </Text>
        ) : null}
        <div>
          <Button colorPalette="indigo" onClick={() => confirm.mutate()} loading={confirm.isPending}>
            Unsubscribe
          </Button>
        </div>
      </Stack>
    )
  return (
    <Container maxW="xl" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h1" size="xl">
            {done ? 'You’re unsubscribed' : 'Unsubscribe from recruiter emails'}
          </Heading>
          {body}
        </Card.Body>
      </Card.Root>
    </Container>
  )
}
