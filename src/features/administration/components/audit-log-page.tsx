import {
  Badge,
  Card,
  Code,
  EmptyState,
  Field,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { ScrollText } from 'lucide-react'
import { ADMIN_ACTIONS, type AuditEntry } from '@/api/administration/admin-audit'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { Pagination } from '@/components/navigation/pagination'
import { AppLink } from '@/components/ui/app-link'
import { toUserMessage } from '@/lib/api-client/api-error'
import { DateText } from '@/lib/hydration/date-text'
import { auditLogQuery } from '../api/admin-api'
import { AdminFrame } from './admin-frame'

type Props = { page: number; action: string; onChange: (next: { page: number; action: string }) => void }

/** /admin/audit-log: every admin action, newest first. Read-only: nothing here (or anywhere) edits it. */
export function AuditLogPage({ page, action, onChange }: Props) {
  const log = useQuery(auditLogQuery(page, action))
  return (
    <AdminFrame
      title="Audit log"
      description="Every admin action: who, what, on which target and when. Entries can never be changed or deleted."
      current="/admin/audit-log"
    >
      <Field.Root maxW="xs">
        <Field.Label>Action</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={action} onChange={(e) => onChange({ page: 1, action: e.target.value })}>
            <option value="">All actions</option>
            {ADMIN_ACTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {log.isPending ? (
        <Skeleton height="40" borderRadius="xl" aria-busy="true" aria-label="Loading the audit log" />
      ) : log.isError ? (
        <LoadFailedState
          icon={<ScrollText />}
          offline={!navigator.onLine}
          offlineText="The audit log loads when you are back online."
          title="The audit log could not be loaded"
          description={toUserMessage(log.error)}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <ScrollText />
            </EmptyState.Indicator>
            <EmptyState.Title>No entries</EmptyState.Title>
            <EmptyState.Description>Admin actions are recorded here as they happen.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3">
          <Stack as="ol" gap="2" listStyleType="none" aria-label="Audit entries">
            {log.data.items.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} />
              </li>
            ))}
          </Stack>
          <Pagination
            page={page}
            totalPages={log.data.totalPages}
            onPageChange={(next) => onChange({ page: next, action })}
            label="Audit log pages"
          />
        </Stack>
      )}
    </AdminFrame>
  )
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const details = Object.entries(entry.details)
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <Badge colorPalette="indigo" variant="subtle" fontFamily="mono">
            {entry.action}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            <DateText value={entry.createdAt} /> · {new Date(entry.createdAt).toISOString().slice(11, 19)} UTC
          </Text>
        </HStack>
        <Text fontSize="sm">
          {entry.actorId ? (
            <AppLink href={`/admin/users/${entry.actorId}`}>{entry.actorEmail}</AppLink>
          ) : (
            entry.actorEmail
          )}{' '}
          on {entry.targetKind}{' '}
          {entry.targetKind === 'user' && entry.targetId ? (
            <AppLink href={`/admin/users/${entry.targetId}`}>{entry.targetId}</AppLink>
          ) : (
            <Code wordBreak="break-all">{entry.targetId ?? '—'}</Code>
          )}
        </Text>
        {details.length ? (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {details.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(' · ')}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
