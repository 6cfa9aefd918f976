import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { disableTwoFactor, enableEmailTwoFactor, twoFactorQueryOptions } from '../api/two-factor'
import { PasswordConfirmForm } from './password-confirm-form'
import { SettingsSection } from './settings-section'
import { TotpSetup } from './totp-setup'

type Mode = 'idle' | 'email' | 'totp' | 'disable'
const METHOD_LABEL = { email: 'Codes by email', totp: 'Authenticator app' } as const

/** Two-factor on/off and method (codes by email, or TOTP from an authenticator app). */
export function TwoFactorSection() {
  const queryClient = useQueryClient()
  const settings = useQuery(twoFactorQueryOptions())
  const [mode, setMode] = useState<Mode>('idle')
  const done = (title: string) => {
    setMode('idle')
    toaster.create({ type: 'success', title })
    void queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey })
  }
  const enableEmail = useMutation({
    mutationFn: enableEmailTwoFactor,
    onSuccess: () => done('Two-factor authentication is on'),
  })
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => done('Two-factor authentication is off'),
  })

  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor authentication"
      description="A one-time code on top of your password keeps your account safe even if your password leaks."
    >
      {settings.isPending ? (
        <Skeleton h="16" />
      ) : settings.isError ? (
        <Stack gap="2">
          <Text role="alert" color="fg.error" fontSize="sm">
            {toUserMessage(settings.error)}
          </Text>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette={settings.data.enabled ? 'green' : 'gray'} size="lg">
              {settings.data.enabled ? 'On' : 'Off'}
            </Badge>
            {settings.data.enabled && settings.data.method ? (
              <Text fontSize="sm">{METHOD_LABEL[settings.data.method]}</Text>
            ) : null}
          </HStack>
          {settings.data.required ? (
            <Text fontSize="sm" color="fg.muted">
              Administrators must keep two-factor authentication on.
            </Text>
          ) : null}
          {mode === 'idle' ? (
            <HStack gap="2" flexWrap="wrap">
              {settings.data.method !== 'email' ? (
                <Button size="sm" variant="outline" onClick={() => setMode('email')}>
                  {settings.data.enabled ? 'Switch to email codes' : 'Use codes by email'}
                </Button>
              ) : null}
              {settings.data.method !== 'totp' ? (
                <Button size="sm" variant="outline" onClick={() => setMode('totp')}>
                  {settings.data.enabled ? 'Switch to authenticator app' : 'Use an authenticator app'}
                </Button>
              ) : null}
              {settings.data.enabled && !settings.data.required ? (
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setMode('disable')}>
                  Turn off
                </Button>
              ) : null}
            </HStack>
          ) : null}
          {mode === 'email' ? (
            <PasswordConfirmForm
              intro="We will email you a 6-digit code each time you sign in. Confirm with your password."
              submitLabel="Turn on email codes"
              pending={enableEmail.isPending}
              error={enableEmail.error ? toUserMessage(enableEmail.error) : undefined}
              onSubmit={(password) => enableEmail.mutate(password)}
              onCancel={() => setMode('idle')}
            />
          ) : null}
          {mode === 'totp' ? (
            <TotpSetup onDone={() => done('Authenticator app connected')} onCancel={() => setMode('idle')} />
          ) : null}
          {mode === 'disable' ? (
            <PasswordConfirmForm
              intro="Signing in will only need your password. Confirm with your password."
              submitLabel="Turn off two-factor"
              destructive
              pending={disable.isPending}
              error={disable.error ? toUserMessage(disable.error) : undefined}
              onSubmit={(password) => disable.mutate(password)}
              onCancel={() => setMode('idle')}
            />
          ) : null}
        </Stack>
      )}
    </SettingsSection>
  )
}
