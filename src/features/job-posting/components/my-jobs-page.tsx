import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Plus } from 'lucide-react'
import type { JobStatus } from '@/api/jobs/job-statuses'
import { LinkButton } from '@/components/ui/app-link'
import { STATUS_LABELS } from '../lib/job-labels'
import { MyJobsList } from './my-jobs-list'

export const MY_JOBS_FILTERS: readonly (JobStatus | undefined)[] = [
  undefined,
  'draft',
  'active',
  'paused',
  'closed',
  'hired',
]

type Props = {
  status: JobStatus | undefined
  page: number
  onChange: (search: { status: JobStatus | undefined; page: number }) => void
}

/** /jobs/manage: every job of the caller and their account, by status, with counts and owner actions. */
export function MyJobsPage({ status, page, onChange }: Props) {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'center' }}
          gap="3"
        >
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              My jobs
            </Heading>
            <Text color="fg.muted">Drafts, live and past jobs of you and your team.</Text>
          </Stack>
          <LinkButton href="/jobs/create" colorPalette="indigo" alignSelf={{ base: 'start', sm: 'auto' }}>
            <Plus aria-hidden /> Post a job
          </LinkButton>
        </Stack>
        <HStack gap="2" wrap="wrap" role="group" aria-label="Filter by status">
          {MY_JOBS_FILTERS.map((filter) => (
            <Button
              key={filter ?? 'all'}
              size="sm"
              variant={status === filter ? 'solid' : 'outline'}
              colorPalette="indigo"
              aria-pressed={status === filter}
              onClick={() => onChange({ status: filter, page: 1 })}
            >
              {filter ? STATUS_LABELS[filter] : 'All'}
            </Button>
          ))}
        </HStack>
        <MyJobsList status={status} page={page} onPageChange={(next) => onChange({ status, page: next })} />
      </Stack>
    </Container>
  )
}
