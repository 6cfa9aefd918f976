import { Stack, Text } from '@chakra-ui/react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { LoginAnswer } from '../api/login'
import { AppLink } from '@/components/ui/app-link'
import { completeSignIn } from '@/entities/session/complete-sign-in'
import { safeRedirect } from '@/entities/session/safe-redirect'
import { useSession } from '@/lib/session/use-session'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'
import { LoginForm } from './login-form'
import { TwoFactorForm } from './two-factor-form'

type Props = { redirect?: string; message?: string }

/**
 * /login: credentials, then the two-factor step when the account has it; an unverified address goes to
 * /verify-email.
 */
export function LoginPage({ redirect, message }: Props) {
  const router = useRouter()
  const navigate = useNavigate()
  const challenge = useSession((s) => s.challenge)
  const setChallenge = useSession((s) => s.setChallenge)
  const target = safeRedirect(redirect) ?? '/dashboard'

  const toVerifyEmail = (email: string) =>
    void navigate({ to: '/verify-email', search: { email, redirect: safeRedirect(redirect) ?? undefined } })

  const handleResult = async (result: LoginAnswer, email?: string) => {
    if ('requiresTwoFactor' in result) {
      setChallenge(result)
    } else if ('requiresEmailVerification' in result) {
      // Unverified accounts are signed in so /verify-email can resend and re-check for them.
      if (result.session) await completeSignIn(result.session)
      toVerifyEmail(result.email ?? email ?? '')
    } else {
      await completeSignIn(result)
      router.history.push(target)
    }
  }

  if (challenge) {
    return (
      <AuthCard title="Two-factor verification" description="One more step to keep your account safe.">
        <TwoFactorForm challenge={challenge} onResult={handleResult} onBack={() => setChallenge(null)} />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your ReelHire account"
      footer={
        <Text>
          Don&apos;t have an account?{' '}
          <AppLink href="/signup" colorPalette="indigo" color="colorPalette.fg" fontWeight="medium">
            Sign up
          </AppLink>
        </Text>
      }
    >
      <Stack gap="5">
        {message ? <FormAlert status="info">{message}</FormAlert> : null}
        <LoginForm onResult={handleResult} onUnverified={toVerifyEmail} />
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          Trouble signing in?{' '}
          <AppLink href="/help" textDecoration="underline">
            Visit the Help Center
          </AppLink>
        </Text>
      </Stack>
    </AuthCard>
  )
}
