import { Alert, Button, Container, Spinner } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/app-link'
import { resumeFailureText } from '@/entities/resume/writes/failure-text'
import { isApiError } from '@/lib/api-client/api-error'
import { connectivity } from '@/lib/sync/connectivity'
import { useSignedInUserId } from '@/lib/session/use-session'
import { ResumeBuilder } from '../builder/resume-builder'
import { useBuilderStart } from '../builder/use-builder-start'
import { ResumeNotFound } from './resume-not-found'

/**
 * /resumes/edit/{id} and /resumes/create/{id}: the resume builder. It opens the server's copy, or this device's
 * unsynced draft (also offline, after a reload); only who may edit the resume gets it (the server's canEdit).
 */
export function EditResumePage({ id }: { id: string }) {
  const viewerId = useSignedInUserId()
  if (!viewerId) return null
  return <EditResume id={id} userId={viewerId} />
}

function EditResume({ id, userId }: { id: string; userId: string }) {
  const opening = useBuilderStart(id, userId)
  if (opening.state === 'loading') {
    return (
      <Container maxW="2xl" py="16" textAlign="center">
        <Spinner size="lg" color="indigo.fg" aria-label="Loading resume" />
      </Container>
    )
  }
  if (opening.state === 'failed') {
    if (isApiError(opening.error) && opening.error.statusCode === 404) return <ResumeNotFound />
    const offline = !connectivity.isOnline()
    return (
      <Container maxW="2xl" py="10">
        <Alert.Root status={offline ? 'warning' : 'error'} borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>
            {offline
              ? 'You’re offline, and this resume has not been opened on this device yet.'
              : resumeFailureText(opening.error, 'Failed to load resume. Please try again.')}
          </Alert.Title>
        </Alert.Root>
        <Button mt="4" variant="outline" onClick={opening.retry}>
          Try again
        </Button>
      </Container>
    )
  }
  if (!opening.canEdit) {
    return (
      <Container maxW="2xl" py="10">
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>Only the resume’s owner can edit it.</Alert.Title>
        </Alert.Root>
        <LinkButton href={`/resumes/${opening.start.slug || id}`} variant="outline" mt="4">
          View the resume
        </LinkButton>
      </Container>
    )
  }
  return <ResumeBuilder key={id} start={opening.start} />
}
