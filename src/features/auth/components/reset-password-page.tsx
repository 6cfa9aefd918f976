import { Box, Button, Icon, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { CheckCircle2, LinkIcon } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { RESET_SUCCESS_REDIRECT_MS } from '../lib/auth-page-delays'
import { ErrorCode } from '@/api/errors'
import { PASSWORD_RULES, PASSWORD_RULES_SUMMARY } from '@/api/passwords'
import { LinkButton } from '@/components/ui/app-link'
import { PasswordField } from '@/components/ui/password-field'
import { ApiError } from '@/lib/api-client/api-error'
import { confirmPasswordReset } from '../api/password-reset'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'
import { PasswordChecklist } from './password-checklist'

export const RESET_TEXT = {
  missingLink: 'Invalid or missing reset link. Please request a new password reset.',
  invalidLink: 'Invalid reset link. Please request a new password reset.',
  network: 'Network error. Please check your connection and try again.',
  required: 'Please enter a new password',
  mismatch: 'Passwords do not match',
}
export const RESET_DONE_MESSAGE = 'Your password has been reset. Sign in with your new password.'

function resetErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === ErrorCode.NETWORK_ERROR) return RESET_TEXT.network
  if (error instanceof ApiError && error.statusCode === 429)
    return 'Too many attempts. Please wait a moment and try again.'
  if (error instanceof ApiError && error.statusCode < 500) return RESET_TEXT.invalidLink
  return RESET_TEXT.network
}

/** /reset-password?userId&token: invalid link, form, success (then back to sign-in after 3 s). */
export function ResetPasswordPage({ userId, token }: { userId?: string; token?: string }) {
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(
      () => void navigate({ to: '/login', search: { message: RESET_DONE_MESSAGE } }),
      RESET_SUCCESS_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [done, navigate])

  if (!userId || !token) {
    return (
      <AuthCard
        title="Reset link not valid"
        eyebrow={<Icon as={LinkIcon} boxSize="7" color="red.fg" aria-hidden />}
      >
        <Stack gap="5">
          <FormAlert status="error">{RESET_TEXT.missingLink}</FormAlert>
          <LinkButton href="/forgot-password" colorPalette="indigo" size="lg">
            Request a new link
          </LinkButton>
        </Stack>
      </AuthCard>
    )
  }

  if (done) {
    return (
      <AuthCard
        title="Password reset"
        eyebrow={
          <Box bg="green.subtle" color="green.fg" p="3" borderRadius="full">
            <Icon as={CheckCircle2} boxSize="7" aria-hidden />
          </Box>
        }
      >
        <Stack gap="5" textAlign="center" role="status">
          <Text>Your password has been reset successfully.</Text>
          <Text fontSize="sm" color="fg.muted">
            Taking you to sign in…
          </Text>
          <LinkButton href="/login" colorPalette="indigo" size="lg">
            Sign In Now
          </LinkButton>
        </Stack>
      </AuthCard>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const next: typeof errors = {}
    if (!password) next.password = RESET_TEXT.required
    else if (!PASSWORD_RULES.every((rule) => rule.test(password))) next.password = PASSWORD_RULES_SUMMARY
    if (password && confirm !== password) next.confirm = RESET_TEXT.mismatch
    setErrors(next)
    if (next.password || next.confirm) return passwordRef.current?.focus()
    setFormError(null)
    setPending(true)
    try {
      await confirmPasswordReset({ userId, token, newPassword: password })
      setDone(true)
    } catch (error) {
      setFormError(resetErrorText(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard title="Choose a new password" description="Pick a strong password you don't use anywhere else.">
      <form noValidate onSubmit={submit} aria-label="Choose a new password" aria-busy={pending}>
        <Stack gap="5">
          {formError ? <FormAlert status="error">{formError}</FormAlert> : null}
          <PasswordField
            ref={passwordRef}
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            disabled={pending}
            describedBy="password-rules"
            onChange={setPassword}
          />
          <PasswordChecklist id="password-rules" password={password} />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            disabled={pending}
            onChange={setConfirm}
          />
          <Button type="submit" colorPalette="indigo" size="lg" loading={pending} loadingText="Resetting…">
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
