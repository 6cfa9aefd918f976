import {
  Button,
  Card,
  Field,
  Heading,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { UserX } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import {
  ADMIN_USER_TEXTS,
  ASSIGNABLE_ROLES,
  SUSPEND_REASON_MAX,
  type AdminUserDetail,
} from '@/api/administration/admin-users'
import { Role, roleLabel } from '@/api/roles'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { AppLink } from '@/components/ui/app-link'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { DateText } from '@/lib/hydration/date-text'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useSignedInUserId } from '@/lib/session/use-session'
import { adminKeys, adminUserQuery, runUserAction, type UserAction } from '../api/admin-api'
import { AdminFrame } from './admin-frame'
import { UserBadges } from './user-badges'

const SUCCESS: Record<UserAction['kind'], string> = {
  suspend: ADMIN_USER_TEXTS.suspended,
  restore: ADMIN_USER_TEXTS.restored,
  role: ADMIN_USER_TEXTS.roleChanged,
  'reset-two-factor': ADMIN_USER_TEXTS.twoFactorReset,
  'resend-verification': ADMIN_USER_TEXTS.verificationSent,
}

/** /admin/users/{id}: the account as an admin sees it, and what an admin may do to it. */
export function AdminUserPage({ id }: { id: string }) {
  const user = useQuery(adminUserQuery(id))
  return (
    <AdminFrame title="User" current="/admin/users">
      <AppLink href="/admin/users" fontSize="sm">
        ← All users
      </AppLink>
      {user.isPending ? (
        <Skeleton height="64" borderRadius="xl" aria-busy="true" aria-label="Loading the user" />
      ) : user.isError ? (
        <LoadFailedState
          icon={<UserX />}
          offline={!navigator.onLine}
          offlineText="This user loads when you are back online."
          title="This user could not be loaded"
          description={toUserMessage(user.error)}
          onRetry={() => void user.refetch()}
        />
      ) : (
        <UserDetail user={user.data} />
      )}
    </AdminFrame>
  )
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const queryClient = useQueryClient()
  const viewerId = useSignedInUserId()
  const [dialog, setDialog] = useState<'suspend' | 'restore' | 'reset-two-factor' | null>(null)
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const [role, setRole] = useState(user.role)
  const action = useMutation({
    mutationFn: (next: UserAction) => runUserAction(user.id, next),
    onSuccess: (updated, next) => {
      if (updated) queryClient.setQueryData(adminKeys.user(user.id), updated)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      toaster.create({ type: 'success', title: SUCCESS[next.kind] })
      setDialog(null)
      setReason('')
      setTried(false)
    },
    onError: (error) => {
      if (dialog === null) toaster.create({ type: 'error', title: toUserMessage(error) })
    },
  })
  const isSelf = viewerId === user.id
  const isSuperAdmin = user.role === Role.SuperAdmin
  const locked = isSelf || isSuperAdmin
  const lockReason = isSelf ? ADMIN_USER_TEXTS.notYourself : ADMIN_USER_TEXTS.notSuperAdmin
  const busy = action.isPending

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="4">
          <Stack gap="1">
            <Heading as="h2" size="xl">
              {user.firstName} {user.lastName}
            </Heading>
            <Text color="fg.muted" wordBreak="break-all">
              {user.email}
            </Text>
          </Stack>
          <UserBadges user={user} />
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <Item label="Joined">
              <DateText value={user.createdAt} />
            </Item>
            <Item label="Last sign-in">
              {user.lastSignInAt ? <DateText value={user.lastSignInAt} /> : 'Never'}
            </Item>
            <Item label="Active sessions">{user.activeSessions}</Item>
            <Item label="Suspended">{user.suspendedAt ? <DateText value={user.suspendedAt} /> : 'No'}</Item>
            <Item label="Premium">{user.isPremium ? 'Yes' : 'No'}</Item>
            <Item label="Reports against">{user.reportsAgainst}</Item>
            <Item label="Accounts">
              {user.accounts.length ? user.accounts.map((a) => `${a.name} (${a.role})`).join(', ') : 'None'}
            </Item>
            <Item label="Public profile">
              <AppLink href={`/people/${user.slug}`}>/people/{user.slug}</AppLink>
            </Item>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Actions
          </Heading>
          {locked ? (
            <Text fontSize="sm" color="fg.muted">
              {lockReason}
            </Text>
          ) : null}
        </Card.Header>
        <Card.Body gap="5">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
            {user.suspendedAt ? (
              <Button colorPalette="green" disabled={locked || busy} onClick={() => setDialog('restore')}>
                Restore user
              </Button>
            ) : (
              <Button colorPalette="red" disabled={locked || busy} onClick={() => setDialog('suspend')}>
                Suspend user
              </Button>
            )}
            <Button
              variant="outline"
              disabled={isSelf || busy || user.emailVerified}
              onClick={() => action.mutate({ kind: 'resend-verification' })}
            >
              Resend verification
            </Button>
            <Button
              variant="outline"
              disabled={isSelf || busy || !user.twoFactorMethod}
              onClick={() => setDialog('reset-two-factor')}
            >
              Reset two-factor
            </Button>
          </Stack>

          <form
            onSubmit={(event) => {
              event.preventDefault()
              action.mutate({ kind: 'role', role })
            }}
          >
            <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
              <Field.Root maxW={{ sm: '60' }} disabled={locked || busy}>
                <Field.Label>Role</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as Role)}>
                    {ASSIGNABLE_ROLES.map((option) => (
                      <option key={option} value={option}>
                        {roleLabel(option)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button type="submit" colorPalette="indigo" disabled={locked || busy || role === user.role}>
                Change role
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>

      <ConfirmDialog
        open={dialog === 'suspend'}
        title={`Suspend ${user.firstName} ${user.lastName}?`}
        confirmLabel="Suspend"
        busyLabel="Suspending…"
        busy={busy}
        error={dialog === 'suspend' && action.error ? toUserMessage(action.error) : null}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setTried(true)
          if (reason.trim()) action.mutate({ kind: 'suspend', reason })
        }}
      >
        <Stack gap="3">
          <Text>They are signed out everywhere at once and cannot sign in until restored.</Text>
          <Field.Root required invalid={tried && reason.trim() === ''}>
            <Field.Label>Reason (kept in the audit log)</Field.Label>
            <Textarea
              value={reason}
              maxLength={SUSPEND_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
            />
            <Field.ErrorText>Please give a reason.</Field.ErrorText>
          </Field.Root>
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'restore'}
        title={`Restore ${user.firstName} ${user.lastName}?`}
        confirmLabel="Restore"
        busy={busy}
        error={dialog === 'restore' && action.error ? toUserMessage(action.error) : null}
        onCancel={() => setDialog(null)}
        onConfirm={() => action.mutate({ kind: 'restore' })}
      >
        <Text>They may sign in again.</Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reset-two-factor'}
        title="Reset two-factor sign-in?"
        confirmLabel="Reset"
        busy={busy}
        error={dialog === 'reset-two-factor' && action.error ? toUserMessage(action.error) : null}
        onCancel={() => setDialog(null)}
        onConfirm={() => action.mutate({ kind: 'reset-two-factor' })}
      >
        <Text>
          Their second factor is turned off; they sign in with their password and can set it up again.
        </Text>
      </ConfirmDialog>
    </Stack>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" wordBreak="break-word">
        {children}
      </Text>
    </Stack>
  )
}
