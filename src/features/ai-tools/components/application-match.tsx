import { Alert, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { ErrorCode } from '@/api/errors'
import { isApiError } from '@/lib/api-client/api-error'
import { fetchApplicationMatch } from '../api/match-api'
import { MatchResult } from './match-result'

/**
 * The explained job-resume match of one application, for the job's reviewers: the same engine and the same
 * checks the seeker sees on /tools/job-resume-match, on the resume or CV the applicant sent.
 */
export function ApplicationMatch({ applicationId }: { applicationId: string }) {
  const query = useQuery({
    queryKey: ['ai-tools', 'application-match', applicationId] as const,
    queryFn: ({ signal }) => fetchApplicationMatch(applicationId, signal),
    retry: false,
  })
  return (
    <Stack as="section" gap="2" aria-label="Match with this job" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm">
        Match with this job
      </Heading>
      {query.isPending ? (
        <Skeleton height="16" aria-busy="true" aria-label="Matching the applicant’s resume" />
      ) : query.isError ? (
        isApiError(query.error) && query.error.code === ErrorCode.NOT_FOUND_ERROR ? (
          <Text fontSize="sm" color="fg.muted">
            {query.error.message || 'No resume or readable CV to match.'}
          </Text>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>The match could not be worked out right now.</Alert.Description>
          </Alert.Root>
        )
      ) : (
        <MatchResult match={query.data} compact />
      )}
    </Stack>
  )
}
