import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Monitor } from 'lucide-react'
import { useState } from 'react'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useConfirmedSignOut } from '@/entities/session/use-confirmed-sign-out'
import { revokeSession, sessionsQueryOptions } from '../api/sessions'
import { describeDevice, formatWhen } from '../lib/describe-session'
import { SettingsSection } from './settings-section'

/** The sessions list with revoke, and "Sign out everywhere". */
export function SessionsSection() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const sessions = useQuery(sessionsQueryOptions())
  const [everywhere, setEverywhere] = useState(false)
  const { requestSignOut, dialog } = useConfirmedSignOut()
  const revoke = useMutation({
    mutationFn: revokeSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  })

  const signOutEverywhere = async () => {
    setEverywhere(true)
    if (!(await requestSignOut({ everywhere: true }))) return setEverywhere(false)
    void navigate({ to: '/login', search: { message: 'You have been signed out on all devices.' } })
  }

  return (
    <SettingsSection
      id="sessions"
      title="Where you're signed in"
      description="Sign out of a device you no longer use, or everywhere at once."
    >
      <Stack gap="4">
        {sessions.isPending ? (
          <Stack gap="2">
            <Skeleton h="14" />
            <Skeleton h="14" />
          </Stack>
        ) : sessions.isError ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {toUserMessage(sessions.error)}
          </Text>
        ) : (
          <Stack as="ul" gap="2" aria-live="polite">
            {sessions.data.map((session) => (
              <HStack
                as="li"
                key={session.id}
                justify="space-between"
                borderWidth="1px"
                borderRadius="md"
                p="3"
                gap="3"
              >
                <HStack gap="3" minW="0">
                  <Box color="fg.muted">
                    <Monitor size={20} aria-hidden />
                  </Box>
                  <Box minW="0">
                    <HStack gap="2">
                      <Text fontWeight="medium" truncate>
                        {describeDevice(session.userAgent)}
                      </Text>
                      {session.current ? <Badge colorPalette="green">This device</Badge> : null}
                    </HStack>
                    <Text fontSize="xs" color="fg.muted">
                      Last active {formatWhen(session.lastUsedAt)}
                      {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                    </Text>
                  </Box>
                </HStack>
                {session.current ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={revoke.isPending && revoke.variables === session.id}
                    onClick={() => revoke.mutate(session.id)}
                  >
                    Sign out
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        )}
        {revoke.isError ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {toUserMessage(revoke.error)}
          </Text>
        ) : null}
        <Button
          colorPalette="red"
          variant="outline"
          alignSelf="start"
          loading={everywhere}
          loadingText="Signing out…"
          onClick={() => void signOutEverywhere()}
        >
          Sign out everywhere
        </Button>
        {dialog}
      </Stack>
    </SettingsSection>
  )
}
