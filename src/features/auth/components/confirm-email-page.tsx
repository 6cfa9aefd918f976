import { Box, Icon, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, XCircle } from 'lucide-react'
import { ErrorCode } from '@/api/errors'
import { LinkButton } from '@/components/ui/app-link'
import { ApiError } from '@/lib/api-client/api-error'
import { confirmEmail } from '../api/email-verification'
import { AuthCard } from './auth-card'

const TEXT = {
  success: 'Your email has been successfully confirmed! You can now sign in to your account.',
  invalid: 'Invalid confirmation link. Please check your email for the correct link.',
  failed: 'Email confirmation failed. The link may have expired or been used already.',
  network: 'Network error. Please check your connection and try again.',
}

function errorText(error: unknown): string {
  if (error instanceof ApiError && error.code === ErrorCode.NETWORK_ERROR) return TEXT.network
  return TEXT.failed
}

/** /confirm-email?userId&code: loading, success, error, invalid, each with the spec's text. */
export function ConfirmEmailPage({ userId, code }: { userId?: string; code?: string }) {
  const valid = Boolean(userId && code)
  const query = useQuery({
    queryKey: ['confirm-email', userId, code],
    queryFn: () => confirmEmail(userId!, code!),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
  })
  const state = !valid
    ? 'invalid'
    : query.isPending
      ? 'loading'
      : query.isError || !query.data.confirmed
        ? 'error'
        : 'success'

  if (state === 'loading') {
    return (
      <AuthCard title="Confirming your email" description="This takes a moment.">
        <Stack align="center" py="6" aria-live="polite" aria-busy>
          <Spinner size="lg" color="indigo.solid" />
          <Text color="fg.muted">Confirming your email address…</Text>
        </Stack>
      </AuthCard>
    )
  }
  const ok = state === 'success'
  const message = ok ? TEXT.success : state === 'invalid' ? TEXT.invalid : errorText(query.error)
  return (
    <AuthCard
      title={ok ? 'Email confirmed' : state === 'invalid' ? 'Invalid link' : 'Confirmation failed'}
      eyebrow={
        <Box
          bg={ok ? 'green.subtle' : 'red.subtle'}
          color={ok ? 'green.fg' : 'red.fg'}
          p="3"
          borderRadius="full"
        >
          <Icon as={ok ? CheckCircle2 : XCircle} boxSize="7" aria-hidden />
        </Box>
      }
    >
      <Stack gap="5" textAlign="center">
        <Text role={ok ? 'status' : 'alert'}>{message}</Text>
        {ok ? (
          <LinkButton href="/login" colorPalette="indigo" size="lg">
            Sign In
          </LinkButton>
        ) : (
          <Stack gap="3">
            <LinkButton href="/login" colorPalette="indigo" size="lg">
              Sign in to request a new link
            </LinkButton>
            <LinkButton href="/" variant="ghost">
              Return to Home
            </LinkButton>
          </Stack>
        )}
      </Stack>
    </AuthCard>
  )
}
