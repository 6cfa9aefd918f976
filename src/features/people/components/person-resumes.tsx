import { Button, EmptyState, Heading, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react'
import { FileText, RotateCcw } from 'lucide-react'
import { ResumeListCard } from '@/entities/resume/resume-list-card'
import { toUserMessage } from '@/lib/api-client/api-error'
import { usePersonResumes } from '../api/people-queries'

type Props = { personId: string; firstName: string; isSelf: boolean; connected: boolean }

/** The person's resumes the viewer may open (public, recruiters-only for recruiters, connections for connections). */
export function PersonResumes({ personId, firstName, isSelf, connected }: Props) {
  const query = usePersonResumes(personId)
  return (
    <Stack as="section" aria-labelledby="person-resumes-heading" gap="4">
      <Heading as="h2" id="person-resumes-heading" size="lg">
        Resumes
      </Heading>
      {query.data ? (
        query.data.resumes.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {query.data.resumes.map((resume) => (
              <ResumeListCard
                key={resume.id}
                resume={resume}
                updatedAt={query.dataUpdatedAt}
                headingLevel="h3"
              />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel" size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <FileText />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>No resumes to show</EmptyState.Title>
                <EmptyState.Description>
                  {isSelf
                    ? 'Resumes you share appear here.'
                    : connected
                      ? `${firstName} has not shared a resume with their connections yet.`
                      : `${firstName} has not shared a resume with you. Some resumes are for connections only.`}
                </EmptyState.Description>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        )
      ) : query.isError ? (
        <Stack gap="2" role="alert">
          <Text color="fg.error">{toUserMessage(query.error)}</Text>
          <Button variant="outline" size="sm" alignSelf="start" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </Stack>
      ) : (
        <Text color="fg.muted" role="status">
          Loading resumes…
        </Text>
      )}
    </Stack>
  )
}
