import {
  Badge,
  Blockquote,
  Button,
  Card,
  EmptyState,
  Field,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Flag } from 'lucide-react'
import { useState } from 'react'
import {
  HIDEABLE_KINDS,
  REPORT_TEXTS,
  type AdminReport,
  type HideableKind,
} from '@/api/administration/admin-reports'
import { REPORT_REASON_LABELS } from '@/api/people/connection-inputs'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { Pagination } from '@/components/navigation/pagination'
import { AppLink } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { DateText } from '@/lib/hydration/date-text'
import { adminKeys, adminReportsQuery, reviewReport, setHidden } from '../api/admin-api'
import { AdminFrame } from './admin-frame'

type Status = 'open' | 'reviewed'
type Props = { status: Status; page: number; onChange: (next: { status: Status; page: number }) => void }

/** /admin/reports: reports of people and messages, open first; hide what breaks the rules. */
export function AdminReportsPage({ status, page, onChange }: Props) {
  return (
    <AdminFrame
      title="Reports"
      description="What people reported, and content hidden from everyone but admins."
      current="/admin/reports"
    >
      <HStack gap="2" role="group" aria-label="Which reports">
        {(['open', 'reviewed'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === status ? 'solid' : 'outline'}
            colorPalette={option === status ? 'indigo' : 'gray'}
            aria-pressed={option === status}
            onClick={() => onChange({ status: option, page: 1 })}
          >
            {option === 'open' ? 'Open' : 'Reviewed'}
          </Button>
        ))}
      </HStack>
      <ReportList status={status} page={page} onPage={(next) => onChange({ status, page: next })} />
      <HideByIdForm />
    </AdminFrame>
  )
}

function ReportList({
  status,
  page,
  onPage,
}: {
  status: Status
  page: number
  onPage: (page: number) => void
}) {
  const reports = useQuery(adminReportsQuery(status, page))
  if (reports.isPending) {
    return <Skeleton height="40" borderRadius="xl" aria-busy="true" aria-label="Loading reports" />
  }
  if (reports.isError) {
    return (
      <LoadFailedState
        icon={<Flag />}
        offline={!navigator.onLine}
        offlineText="Reports load when you are back online."
        title="Reports could not be loaded"
        description={toUserMessage(reports.error)}
        onRetry={() => void reports.refetch()}
      />
    )
  }
  if (reports.data.items.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Flag />
          </EmptyState.Indicator>
          <EmptyState.Title>
            {status === 'open' ? 'No open reports' : 'No reviewed reports yet'}
          </EmptyState.Title>
          <EmptyState.Description>
            {status === 'open' ? 'Everything reported has been reviewed.' : 'Reviewed reports show here.'}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  }
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none">
        {reports.data.items.map((report) => (
          <li key={`${report.kind}:${report.id}`}>
            <ReportCard report={report} />
          </li>
        ))}
      </Stack>
      <Pagination
        page={page}
        totalPages={reports.data.totalPages}
        onPageChange={onPage}
        label="Report pages"
      />
    </Stack>
  )
}

function ReportCard({ report }: { report: AdminReport }) {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all })
  const fail = (error: unknown) => toaster.create({ type: 'error', title: toUserMessage(error) })
  const review = useMutation({
    mutationFn: (outcome: 'dismissed' | 'actioned') => reviewReport(report.kind, report.id, outcome),
    onSuccess: () => {
      toaster.create({ type: 'success', title: REPORT_TEXTS.reviewed })
      refresh()
    },
    onError: fail,
  })
  const hide = useMutation({
    mutationFn: (hidden: boolean) => setHidden('message', report.message!.id, hidden, report.reason),
    onSuccess: (result) => {
      toaster.create({ type: 'success', title: result.hidden ? REPORT_TEXTS.hidden : REPORT_TEXTS.shown })
      refresh()
    },
    onError: fail,
  })
  const busy = review.isPending || hide.isPending
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={report.kind === 'message' ? 'purple' : 'blue'}>
            {report.kind === 'message' ? 'Message' : 'Person'}
          </Badge>
          <Badge colorPalette="red" variant="subtle">
            {REPORT_REASON_LABELS[report.reason]}
          </Badge>
          {report.review ? (
            <Badge variant="outline">{report.review.outcome === 'actioned' ? 'Actioned' : 'Dismissed'}</Badge>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            <DateText value={report.createdAt} />
          </Text>
        </HStack>
        <Text fontSize="sm">
          <AppLink href={`/admin/users/${report.reporter.id}`}>{report.reporter.name}</AppLink> reported{' '}
          <AppLink href={`/admin/users/${report.reported.id}`}>{report.reported.name}</AppLink>
          {report.kind === 'message' ? '’s message' : ''}
        </Text>
        {report.details ? (
          <Text fontSize="sm" color="fg.muted">
            “{report.details}”
          </Text>
        ) : null}
        {report.message ? (
          <Blockquote.Root>
            <Blockquote.Content>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {report.message.body}
              </Text>
            </Blockquote.Content>
          </Blockquote.Root>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" wrap="wrap">
          {report.message ? (
            <Button
              size="sm"
              colorPalette={report.message.hidden ? 'gray' : 'red'}
              variant={report.message.hidden ? 'outline' : 'solid'}
              disabled={busy}
              onClick={() => hide.mutate(!report.message!.hidden)}
            >
              {report.message.hidden ? 'Show message again' : 'Hide message'}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => review.mutate('actioned')}>
            Mark actioned
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => review.mutate('dismissed')}>
            Dismiss
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

const KIND_LABELS: Record<HideableKind, string> = {
  message: 'Message',
  resume: 'Resume',
  company: 'Company',
  job: 'Job',
}
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

/** Hide (or show again) a resume, company, job or message by its id or a link to it. */
function HideByIdForm() {
  const [kind, setKind] = useState<HideableKind>('job')
  const [text, setText] = useState('')
  const id = UUID.exec(text)?.[0] ?? null
  const hide = useMutation({
    mutationFn: (hidden: boolean) => setHidden(kind, id!, hidden),
    onSuccess: (result) => {
      toaster.create({ type: 'success', title: result.hidden ? REPORT_TEXTS.hidden : REPORT_TEXTS.shown })
      setText('')
    },
    onError: (error) => toaster.create({ type: 'error', title: toUserMessage(error) }),
  })
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Text fontWeight="semibold">Hide content</Text>
        <Text fontSize="sm" color="fg.muted">
          A hidden resume, company or job leaves every list and page except its owner’s and admins’; a hidden
          message shows its participants a placeholder.
        </Text>
      </Card.Header>
      <Card.Body>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (id) hide.mutate(true)
          }}
        >
          <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} gap="3">
            <Field.Root maxW={{ md: '40' }}>
              <Field.Label>Kind</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as HideableKind)}>
                  {HIDEABLE_KINDS.map((option) => (
                    <option key={option} value={option}>
                      {KIND_LABELS[option]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root invalid={text !== '' && !id}>
              <Field.Label>Id or link</Field.Label>
              <Input value={text} onChange={(e) => setText(e.target.value)} placeholder="https://…/jobs/…" />
              <Field.ErrorText>No id found in this text.</Field.ErrorText>
            </Field.Root>
            <HStack gap="2">
              <Button type="submit" colorPalette="red" disabled={!id || hide.isPending}>
                Hide
              </Button>
              <Button variant="outline" disabled={!id || hide.isPending} onClick={() => hide.mutate(false)}>
                Show again
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
