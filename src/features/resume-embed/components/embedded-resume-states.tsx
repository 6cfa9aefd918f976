import { Box, Button, Center, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { FileX2, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'

/** The states of the framed page, each filling the frame with one short message (the frame may be small). */
function Message({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <Center minH="100dvh" p="6" bg="bg" role={role}>
      <Stack align="center" textAlign="center" gap="3" maxW="sm">
        {children}
      </Stack>
    </Center>
  )
}

export function EmbeddedResumeLoading() {
  return (
    <Message role="status">
      <Spinner size="lg" color="indigo.solid" />
      <Text color="fg.muted">Loading resume…</Text>
    </Message>
  )
}

/** Missing, private, for recruiters or connections only, a draft: a framed page says the same for all of them. */
export function EmbeddedResumeUnavailable({ siteUrl }: { siteUrl: string }) {
  return (
    <Message>
      <Box color="fg.muted" aria-hidden>
        <FileX2 size={40} />
      </Box>
      <Heading as="h1" size="lg">
        This resume is not available
      </Heading>
      <Text color="fg.muted">It may have been made private or removed by its owner.</Text>
      <Link href={siteUrl} target="_blank" rel="noopener" color="indigo.fg" fontSize="sm">
        Find more resumes on ReelHire
      </Link>
    </Message>
  )
}

/** Anything else (no network, a server error): worth another try. */
export function EmbeddedResumeFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Message role="alert">
      <Heading as="h1" size="md">
        The resume could not be loaded
      </Heading>
      <Text color="fg.muted">Check the connection and try again.</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden /> Try again
      </Button>
    </Message>
  )
}
