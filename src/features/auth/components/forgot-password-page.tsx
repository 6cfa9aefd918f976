import { Box, Button, Icon, Stack, Text } from '@chakra-ui/react'
import { MailCheck } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { requestPasswordReset } from '../api/password-reset'
import { SIMPLE_EMAIL } from '../lib/validate-signup'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'
import { TextField } from './text-field'

const backToSignIn = (
  <Text>
    Remembered it?{' '}
    <AppLink href="/login" colorPalette="indigo" color="colorPalette.fg" fontWeight="medium">
      Back to sign in
    </AppLink>
  </Text>
)

/** /forgot-password: the email form (required, a simple address pattern), then 'Check Your Email'. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = email.trim()
    const problem = !value
      ? 'Please enter your email address'
      : !SIMPLE_EMAIL.test(value)
        ? 'Please enter a valid email address'
        : null
    setError(problem)
    if (problem) return inputRef.current?.focus()
    setFormError(null)
    setPending(true)
    try {
      await requestPasswordReset(value.toLowerCase())
      setSentTo(value)
    } catch {
      setFormError('Failed to send password reset email. Please try again.')
    } finally {
      setPending(false)
    }
  }

  if (sentTo) {
    return (
      <AuthCard
        title="Check Your Email"
        eyebrow={
          <Box bg="indigo.subtle" color="indigo.fg" p="3" borderRadius="full">
            <Icon as={MailCheck} boxSize="7" aria-hidden />
          </Box>
        }
        footer={backToSignIn}
      >
        <Stack gap="5" textAlign="center" role="status">
          <Text>
            If an account exists for <strong>{sentTo}</strong>, we sent a link to reset your password. It
            expires in 24 hours.
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Nothing there? Check your spam folder, or try another address.
          </Text>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Try Different Email
          </Button>
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to reset your password."
      footer={backToSignIn}
    >
      <form noValidate onSubmit={submit} aria-label="Reset your password" aria-busy={pending}>
        <Stack gap="5">
          {formError ? <FormAlert status="error">{formError}</FormAlert> : null}
          <TextField
            ref={inputRef}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={error ?? undefined}
            disabled={pending}
            onChange={setEmail}
          />
          <Button type="submit" colorPalette="indigo" size="lg" loading={pending} loadingText="Sending…">
            Send Reset Link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
