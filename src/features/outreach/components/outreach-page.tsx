import {
  Box,
  Button,
  Card,
  Container,
  EmptyState,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react'
import { Mail, Plus } from 'lucide-react'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { LinkButton } from '@/components/ui/app-link'
import { useHires } from '@/entities/talent-pool/use-hires'
import { toUserMessage } from '@/lib/api-client/api-error'
import { isOfflineFailure } from '@/lib/offline-query'
import { useSequences } from '../api/outreach-api'
import { SequenceDetail } from './sequence-detail'
import { SequenceEditor } from './sequence-editor'
import { SequenceResults } from './sequence-results'

type Props = { selected: string | null; onSelect: (id: string | null) => void }

function NotForYou() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Mail />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Outreach is for recruiters and employers</EmptyState.Title>
          <EmptyState.Description>
            Recruiters write to candidates here in mail sequences. Your messages with people are in Messages.
          </EmptyState.Description>
        </VStack>
        <LinkButton href="/messages" variant="outline">
          Open messages
        </LinkButton>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

/**
 * /outreach: the recruiter's mail sequences with their results; `?sequence=` opens one (or `new`, the editor).
 * Mail goes out in the background in each recipient's sending hours; this page shows where everyone stands.
 */
export function OutreachPage({ selected, onSelect }: Props) {
  const hires = useHires()
  const query = useSequences(hires)
  const current =
    selected && selected !== 'new' ? query.data?.items.find((item) => item.id === selected) : undefined

  let content
  if (!hires) content = <NotForYou />
  else if (query.isPending)
    content = (
      <Stack gap="3" aria-busy="true" aria-label="Loading sequences">
        <Skeleton h="24" borderRadius="lg" />
        <Skeleton h="24" borderRadius="lg" />
      </Stack>
    )
  else if (query.isError)
    content = (
      <LoadFailedState
        icon={<Mail />}
        offline={isOfflineFailure(query.error)}
        offlineText="Your sequences load when you're back online."
        title="Your sequences could not be loaded"
        description={toUserMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  else if (selected === 'new')
    content = (
      <Stack gap="4">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          New sequence
        </Heading>
        <SequenceEditor
          sequence={null}
          onSaved={(saved) => onSelect(saved.id)}
          onCancel={() => onSelect(null)}
        />
      </Stack>
    )
  else if (current) content = <SequenceDetail sequence={current} onBack={() => onSelect(null)} />
  else
    content = (
      <Stack gap={{ base: '5', md: '6' }}>
        <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Outreach
            </Heading>
            <Text color="fg.muted">
              Mail sequences to candidates, sent in their working hours. Replies in ReelHire stop a sequence;
              everyone can unsubscribe in one click. Sent today: {query.data.sentToday}.
            </Text>
          </Stack>
          <Button colorPalette="indigo" onClick={() => onSelect('new')}>
            <Plus /> New sequence
          </Button>
        </HStack>
        {selected ? (
          <Text role="status" color="fg.muted">
            That sequence does not exist any more.
          </Text>
        ) : null}
        {query.data.items.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <Mail />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>No sequences yet</EmptyState.Title>
                <EmptyState.Description>
                  Write a few steps, enrol applicants, people or a talent pool, and ReelHire sends them for
                  you.
                </EmptyState.Description>
              </VStack>
              <Button variant="outline" onClick={() => onSelect('new')}>
                Create your first sequence
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="3" p="0" m="0" aria-label="Sequences">
            {query.data.items.map((sequence) => (
              <Box as="li" key={sequence.id} listStyleType="none">
                <Card.Root>
                  <Card.Body gap="3">
                    <HStack justify="space-between" flexWrap="wrap" gap="2">
                      <Stack gap="0.5">
                        <Heading as="h2" size="md">
                          {sequence.name}
                        </Heading>
                        <Text fontSize="sm" color="fg.muted">
                          {sequence.steps.length} {sequence.steps.length === 1 ? 'step' : 'steps'} ·{' '}
                          {sequence.results.active} active
                        </Text>
                      </Stack>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => onSelect(sequence.id)}
                        aria-label={`Open ${sequence.name}`}
                      >
                        Open
                      </Button>
                    </HStack>
                    <SequenceResults results={sequence.results} />
                  </Card.Body>
                </Card.Root>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    )

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {content}
    </Container>
  )
}
