import { Box, Button, Icon, List, Separator, Stack, Text } from '@chakra-ui/react'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { EMAIL_LINK_TTL_HOURS } from '@/api/auth'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { useIsSignedIn } from '@/lib/session/use-session'
import { resendVerificationEmail } from '../api/email-verification'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'

type Notice = { status: 'success' | 'error' | 'warning'; text: string }

/** /signup-success?email&firstName: 'Welcome {firstName}!', next steps, and resending the confirmation mail. */
export function SignupSuccessPage({ email, firstName }: { email?: string; firstName?: string }) {
  const signedIn = useIsSignedIn()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [sending, setSending] = useState(false)
  const address = email?.trim() || 'your email address'

  const resend = async () => {
    setNotice(null)
    if (!signedIn) {
      setNotice({ status: 'warning', text: 'Please sign in first to resend the verification email.' })
      return
    }
    setSending(true)
    try {
      await resendVerificationEmail()
      setNotice({ status: 'success', text: 'Verification email sent.' })
    } catch {
      setNotice({ status: 'error', text: 'Unable to resend right now. Please try again later.' })
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthCard
      maxW="lg"
      eyebrow={
        <Box bg="green.subtle" color="green.fg" p="3" borderRadius="full">
          <Icon as={CheckCircle2} boxSize="7" aria-hidden />
        </Box>
      }
      title={firstName?.trim() ? `Welcome ${firstName.trim()}!` : 'Welcome!'}
      description="Your account has been created successfully"
    >
      <Stack gap="5">
        <FormAlert status="info" title="Confirm your email address">
          We sent a confirmation email to <strong>{address}</strong>.
        </FormAlert>
        <Box>
          <Text fontWeight="semibold" mb="2">
            Next Steps
          </Text>
          <List.Root as="ol" gap="1.5" ps="5" fontSize="sm">
            <List.Item>Check your inbox (and your spam folder) for our email.</List.Item>
            <List.Item>Click the confirmation link in the email.</List.Item>
            <List.Item>Sign in to your account and finish setting up your profile.</List.Item>
          </List.Root>
        </Box>
        <Box aria-live="polite">
          {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
        </Box>
        <Stack gap="3">
          <LinkButton href="/login" colorPalette="indigo" size="lg">
            Sign In to Your Account
          </LinkButton>
          <Button variant="outline" onClick={() => void resend()} loading={sending} loadingText="Sending…">
            Resend Email
          </Button>
          <Stack direction="row" justify="space-between" fontSize="sm">
            <AppLink href="/signup">Try Different Email</AppLink>
            <AppLink href="/">Return to Home</AppLink>
          </Stack>
        </Stack>
        <Separator />
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          The confirmation link expires in {EMAIL_LINK_TTL_HOURS} hours. Didn&apos;t get it? Contact{' '}
          <AppLink href="/contact">support</AppLink> and we&apos;ll help.
        </Text>
      </Stack>
    </AuthCard>
  )
}
