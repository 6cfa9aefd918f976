import { Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import type { ApplicantApplication } from '@/api/applications/application-views'
import { ErrorCode } from '@/api/errors'
import { Role, roleLabel } from '@/api/roles'
import { isApiError } from '@/lib/api-client/api-error'
import { useMyApplications } from '@/entities/application/my-applications'
import { useDisplayRole } from '@/lib/session/use-session'
import { useApplyToJob } from '../api/apply-to-job'
import { applyJobQueryOptions, screeningQuestionsQueryOptions } from '../api/get-apply-job'
import { answersToSend, type ApplyDraft } from '../lib/apply-validation'
import { AlreadyApplied } from './already-applied'
import { ApplyForm } from './apply-form'
import { ApplySuccess } from './apply-success'
import { JobSummaryHeader } from './job-summary-header'
import { isStatus, LoadError, MessageCard, PageContainer, PageSkeleton } from './page-states'

export function NOT_A_SEEKER(role: Role): string {
  const label = roleLabel(role).toLowerCase()
  const article = /^[aeiou]/.test(label) ? 'an' : 'a'
  return `Applying is for job seekers. You are signed in as ${article} ${label}; sign in with a job seeker account to apply.`
}

/** A validation failure's `details.issues[].message`, joined: the reasons without the 'Validation failed' prefix. */
function issueMessages(details: unknown): string | null {
  if (typeof details !== 'object' || details === null || !('issues' in details)) return null
  const { issues } = details
  if (!Array.isArray(issues)) return null
  const messages = issues.flatMap((issue: unknown) =>
    typeof issue === 'object' && issue !== null && 'message' in issue && typeof issue.message === 'string'
      ? [issue.message]
      : [],
  )
  return messages.length > 0 ? messages.join(' ') : null
}

function submitErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === ErrorCode.NETWORK_ERROR || error.statusCode === 0 || error.statusCode === 408)
      return 'Your application could not be sent: the connection dropped. Everything you entered is still here — try again.'
    if (error.statusCode >= 400 && error.statusCode < 500)
      return issueMessages(error.details) ?? error.message
  }
  return 'Your application could not be sent because of a problem on our side. Everything you entered is still here — please try again.'
}

/** /jobs/{id}/apply: the job at the top, then the form, then success — or why applying is not possible. */
export function ApplyPage({ jobId }: { jobId: string }) {
  const role = useDisplayRole()
  const isSeeker = role === Role.JobSeeker
  const job = useQuery({ ...applyJobQueryOptions(jobId), enabled: isSeeker })
  const questions = useQuery({ ...screeningQuestionsQueryOptions(jobId), enabled: isSeeker })
  const mine = useMyApplications({}, { enabled: isSeeker })
  const apply = useApplyToJob(jobId)
  const [conflict, setConflict] = useState(false)

  if (!isSeeker) {
    return (
      <PageContainer>
        <MessageCard
          title="Only job seekers can apply"
          action={{ label: 'Back to the job', href: `/jobs/${jobId}` }}
        >
          {NOT_A_SEEKER(role)}
        </MessageCard>
      </PageContainer>
    )
  }

  if (job.isPending) {
    return (
      <PageContainer>
        <PageSkeleton />
      </PageContainer>
    )
  }
  if (job.isError) {
    return (
      <PageContainer>
        {isStatus(job.error, 404) ? (
          <MessageCard title="Job not found" action={{ label: 'Browse jobs', href: '/jobs' }}>
            This job does not exist or is no longer visible.
          </MessageCard>
        ) : (
          <LoadError error={job.error} onRetry={() => void job.refetch()} what="this job" />
        )}
      </PageContainer>
    )
  }

  const existing: ApplicantApplication | null =
    mine.data?.items.find((application) => application.job.id === jobId) ?? null
  const submit = (draft: ApplyDraft) => {
    apply.mutate(
      {
        cv: draft.cv,
        coverLetter: draft.coverLetter.trim(),
        answers: answersToSend(draft, questions.data?.items ?? []),
      },
      {
        onError: (error) => {
          if (
            isApiError(error) &&
            error.statusCode === 409 &&
            error.message === APPLICATION_TEXTS.alreadyApplied
          ) {
            setConflict(true)
            void mine.refetch()
          }
        },
      },
    )
  }

  let body
  if (apply.isSuccess) body = <ApplySuccess application={apply.data} />
  else if (existing || conflict) body = <AlreadyApplied application={existing} />
  else if (job.data.status !== 'active' || job.data.isExpired)
    body = (
      <MessageCard title={APPLICATION_TEXTS.notOpen} action={{ label: 'Find similar jobs', href: '/jobs' }}>
        The employer has stopped taking applications for this role.
      </MessageCard>
    )
  else if (questions.isError && !isStatus(questions.error, 404))
    body = (
      <LoadError
        error={questions.error}
        onRetry={() => void questions.refetch()}
        what="the screening questions"
      />
    )
  else if (questions.isPending || mine.isPending) body = <PageSkeleton rows={2} />
  else
    body = (
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            Your application
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Attach your CV and tell {job.data.company} why you fit. Fields marked * are required.
          </Text>
        </Stack>
        <ApplyForm
          questions={questions.data?.items ?? []}
          submitting={apply.isPending}
          submitError={apply.isError && !conflict ? submitErrorText(apply.error) : null}
          onSubmit={submit}
        />
      </Stack>
    )

  return (
    <PageContainer>
      <Stack gap={{ base: '5', md: '8' }}>
        <JobSummaryHeader job={job.data} eyebrow="Apply for" />
        {body}
      </Stack>
    </PageContainer>
  )
}
