import { Card, EmptyState, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { Pagination } from '@/components/navigation/pagination'
import { AppLink } from '@/components/ui/app-link'
import { SearchBox } from '@/components/ui/search-box'
import { toUserMessage } from '@/lib/api-client/api-error'
import { adminUsersQuery } from '../api/admin-api'
import { AdminFrame } from './admin-frame'
import { UserBadges } from './user-badges'

type Props = { q: string; page: number; onChange: (next: { q?: string; page?: number }) => void }

/** /admin/users: find a user by email or name; newest accounts first. */
export function AdminUsersPage({ q, page, onChange }: Props) {
  return (
    <AdminFrame title="Users" description="Find a user by email or name." current="/admin/users">
      <SearchBox
        value={q}
        onSearch={(next) => onChange({ q: next ?? '', page: 1 })}
        label="Users"
        fieldLabel="Search users by email or name"
        placeholder="Email or name"
        maxLength={200}
      />
      <UserResults q={q} page={page} onPage={(next) => onChange({ q, page: next })} />
    </AdminFrame>
  )
}

function UserResults({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const users = useQuery(adminUsersQuery(q, page))
  if (users.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading users">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="20" borderRadius="lg" />
        ))}
      </Stack>
    )
  }
  if (users.isError) {
    return (
      <LoadFailedState
        icon={<Users />}
        offline={!navigator.onLine}
        offlineText="Users load when you are back online."
        title="Users could not be loaded"
        description={toUserMessage(users.error)}
        onRetry={() => void users.refetch()}
      />
    )
  }
  const { items, total, totalPages } = users.data
  if (items.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Users />
          </EmptyState.Indicator>
          <EmptyState.Title>No users found</EmptyState.Title>
          <EmptyState.Description>
            {q ? `Nobody matches “${q}”.` : 'There are no users yet.'}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  }
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {total} {total === 1 ? 'user' : 'users'}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((user) => (
          <li key={user.id}>
            <Card.Root size="sm">
              <Card.Body gap="1.5">
                <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="1.5">
                  <Stack gap="0.5" minW="0">
                    <AppLink href={`/admin/users/${user.id}`} fontWeight="semibold">
                      {user.firstName} {user.lastName}
                    </AppLink>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {user.email}
                    </Text>
                  </Stack>
                  <UserBadges user={user} />
                </Stack>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPage} label="User result pages" />
    </Stack>
  )
}
