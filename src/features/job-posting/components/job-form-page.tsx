import { Badge, Center, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ErrorCode } from '@/api/errors'
import { LinkButton } from '@/components/ui/app-link'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'
import { useSession } from '@/lib/session/use-session'
import { jobForEditingQueryOptions } from '../api/get-job-for-editing'
import { STATUS_COLORS, STATUS_LABELS } from '../lib/job-labels'
import { JobFormEditor } from './job-form-editor'

export type JobFormMode = 'create' | 'continue' | 'edit'

const TITLES: Record<JobFormMode, { title: string; lead: string }> = {
  create: {
    title: 'Post a job',
    lead: 'Start from a file or a link, or fill in the form. Save it as a draft until it is ready.',
  },
  continue: {
    title: 'Finish your draft',
    lead: 'Pick up where you left off, then publish when it is ready.',
  },
  edit: { title: 'Edit job', lead: 'Changes show on the job page as soon as you save them.' },
}

function Shell({ mode, badge, children }: { mode: JobFormMode; badge?: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {TITLES[mode].title}
            </Heading>
            {badge}
          </HStack>
          <Text color="fg.muted">{TITLES[mode].lead}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  )
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="3" align="start" role="alert">
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      <Text color="fg.muted">{text}</Text>
      <LinkButton href="/jobs/manage" variant="outline">
        Go to my jobs
      </LinkButton>
    </Stack>
  )
}

/** /jobs/create (no id), /jobs/create/{id} (a server draft) and /jobs/edit/{id}. */
export function JobFormPage({ mode, jobId }: { mode: JobFormMode; jobId?: string }) {
  const userId = useSession((s) => s.user?.id) ?? 'anonymous'
  const query = useQuery({ ...jobForEditingQueryOptions(jobId ?? ''), enabled: jobId !== undefined })

  if (jobId === undefined) {
    return (
      <Shell mode="create">
        <JobFormEditor key="new" job={null} userId={userId} allowImport />
      </Shell>
    )
  }
  if (query.isPending) {
    return (
      <Shell mode={mode}>
        <Center minH="30vh" role="status">
          <Spinner size="lg" color="indigo.solid" />
          <Text srOnly>Loading the job…</Text>
        </Center>
      </Shell>
    )
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === ErrorCode.NOT_FOUND_ERROR
    return (
      <Shell mode={mode}>
        <Problem
          title={missing ? 'Job not found' : 'We could not load this job'}
          text={missing ? 'It may have been deleted, or the link is wrong.' : toUserMessage(query.error)}
        />
      </Shell>
    )
  }
  const job = query.data
  // A draft that was published meanwhile is edited, not "continued".
  if (mode === 'continue' && job.status !== 'draft') {
    return <Navigate to="/jobs/edit/$id" params={{ id: job.id }} replace />
  }
  if (!job.permissions?.canEdit) {
    return (
      <Shell mode={mode}>
        <Problem
          title="You cannot edit this job"
          text="Only its poster and their team's recruiters can edit it."
        />
      </Shell>
    )
  }
  return (
    <Shell
      mode={mode}
      badge={
        <Badge colorPalette={STATUS_COLORS[job.status]} size="lg">
          {job.isExpired ? 'Expired' : STATUS_LABELS[job.status]}
        </Badge>
      }
    >
      <JobFormEditor key={job.id} job={job} userId={userId} allowImport={mode === 'continue'} />
    </Shell>
  )
}
