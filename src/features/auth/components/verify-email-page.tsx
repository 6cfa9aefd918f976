import { Box, Button, Icon, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { VERIFICATION_RESEND_COOLDOWN_SECONDS } from '@/api/auth'
import { ApiError } from '@/lib/api-client/api-error'
import { fetchCurrentUser } from '@/entities/user/current-user'
import { useConfirmedSignOut } from '@/entities/session/use-confirmed-sign-out'
import { useIsSignedIn, useSession } from '@/lib/session/use-session'
import { getVerificationStatus, isVerified, resendVerificationEmail } from '../api/email-verification'
import { useCountdown } from '../lib/use-countdown'
import { forgetVerifyReturn, resolveVerifyReturn } from '../lib/verify-return'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'

type Notice = { status: 'success' | 'error' | 'info'; text: string }

function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null
  const value = (error.details as Record<string, unknown> | undefined)?.['retryAfterSeconds']
  return typeof value === 'number' && value > 0 ? value : null
}

/** /verify-email: the gate's destination for signed-in users whose address is not verified. */
export function VerifyEmailPage({ email, redirect }: { email?: string; redirect?: string }) {
  const router = useRouter()
  const navigate = useNavigate()
  const signedIn = useIsSignedIn()
  const userEmail = useSession((s) => s.user?.email)
  const [target] = useState(() => resolveVerifyReturn(redirect))
  const [address, setAddress] = useState(email || userEmail || '')
  const [notice, setNotice] = useState<Notice | null>(null)
  const [sending, setSending] = useState(false)
  const [checking, setChecking] = useState(false)
  const countdown = useCountdown()
  const { requestSignOut, dialog } = useConfirmedSignOut()

  const proceed = async () => {
    await fetchCurrentUser().catch(() => undefined)
    forgetVerifyReturn()
    router.history.replace(target)
  }

  /** A failed check is silent and counts as unverified. */
  const check = async (manual: boolean) => {
    if (!signedIn) {
      void navigate({ to: '/login', search: { redirect: target, message: 'Sign in to continue.' } })
      return
    }
    setChecking(true)
    try {
      const status = await getVerificationStatus()
      if (status.email) setAddress(status.email)
      if (isVerified(status)) return void (await proceed())
      if (manual)
        setNotice({
          status: 'info',
          text: 'Your email is not verified yet. Open the link in the email we sent you, then try again.',
        })
    } catch {
      if (manual) setNotice({ status: 'info', text: 'Your email is not verified yet.' })
    } finally {
      setChecking(false)
    }
  }

  useEffect(() => {
    if (signedIn) void check(false)
    // Only on arrival: "When signed in, status is checked automatically on load".
  }, [])

  const resend = async () => {
    setSending(true)
    setNotice(null)
    try {
      await resendVerificationEmail()
      setNotice({ status: 'success', text: 'Verification email sent. Please check your inbox.' })
      countdown.start(VERIFICATION_RESEND_COOLDOWN_SECONDS)
    } catch (error) {
      setNotice({ status: 'error', text: 'Please wait before requesting another verification email.' })
      const wait = retryAfterOf(error)
      if (wait) countdown.start(wait)
    } finally {
      setSending(false)
    }
  }

  const logout = async () => {
    if (await requestSignOut()) void navigate({ to: '/login' })
  }

  return (
    <AuthCard
      title="Verify your email to continue"
      eyebrow={
        <Box bg="indigo.subtle" color="indigo.fg" p="3" borderRadius="full">
          <Icon as={MailCheck} boxSize="7" aria-hidden />
        </Box>
      }
      description="We ask every member to verify their email address. It keeps your account secure and keeps fake profiles off ReelHire."
    >
      <Stack gap="5">
        <Text fontSize="sm" textAlign="center">
          We sent a verification link to <strong>{address || 'your email address'}</strong>. Check your inbox
          and your spam folder, then open the link.
        </Text>
        {!signedIn ? (
          <FormAlert status="warning">
            You are not currently signed in. Please sign in with your account to resend the verification
            email.
          </FormAlert>
        ) : null}
        <Box aria-live="polite">
          {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
        </Box>
        <Stack gap="3">
          <Button
            colorPalette="indigo"
            size="lg"
            onClick={() => void resend()}
            disabled={!signedIn || sending || countdown.left > 0}
            loading={sending}
            loadingText="Sending…"
          >
            {countdown.left > 0 ? `Resend in ${countdown.left}s` : 'Resend Verification Email'}
          </Button>
          <Button variant="outline" size="lg" onClick={() => void check(true)} loading={checking}>
            I already verified
          </Button>
          <Button variant="ghost" onClick={() => void logout()}>
            Logout
          </Button>
          {dialog}
        </Stack>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          Wrong address? You can change your email in account settings after signing in.
        </Text>
      </Stack>
    </AuthCard>
  )
}
