import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { type TwoFactorChallenge, TWO_FACTOR_CODE_LENGTH } from '@/api/auth'
import type { LoginAnswer } from '../api/login'
import { resendTwoFactor, verifyTwoFactor } from '../api/login'
import { AUTH_MESSAGES, attemptsLeftOf, twoFactorErrorMessage } from '../lib/auth-messages'
import { FormAlert } from './form-alert'

type Props = {
  challenge: TwoFactorChallenge
  onResult: (result: LoginAnswer) => void | Promise<void>
  onBack: () => void
}

/** The two-factor step: 'Enter the 6-digit code', Verify, Resend code and Back. */
export function TwoFactorForm({ challenge, onResult, onBack }: Props) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(challenge.attemptsLeft ?? null)
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const byApp = challenge.method === 'totp'

  useEffect(() => inputRef.current?.focus(), [])

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setNotice(null)
    if (!new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(code)) {
      setError('Enter the 6-digit code')
      inputRef.current?.focus()
      return
    }
    setBusy('verify')
    setError(null)
    try {
      await onResult(await verifyTwoFactor(challenge.tempAuthToken, code))
    } catch (failure) {
      setError(twoFactorErrorMessage(failure))
      setAttemptsLeft(attemptsLeftOf(failure))
      setCode('')
      inputRef.current?.focus()
    } finally {
      setBusy(null)
    }
  }

  const resend = async () => {
    setBusy('resend')
    setError(null)
    setNotice(null)
    try {
      await resendTwoFactor(challenge.tempAuthToken)
      setNotice(`We sent a new code to ${challenge.email}.`)
      setAttemptsLeft(null)
    } catch {
      setError(AUTH_MESSAGES.resendCodeFailed)
    } finally {
      setBusy(null)
    }
  }

  return (
    <form noValidate onSubmit={verify} aria-label="Two-factor verification" aria-busy={busy !== null}>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {byApp
            ? 'Open your authenticator app and enter the code it shows for ReelHire.'
            : `We sent a verification code to ${challenge.email}. It is valid for 10 minutes.`}
        </Text>
        {error ? (
          <FormAlert status="error">
            {error}
            {attemptsLeft !== null && attemptsLeft > 0
              ? ` ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
              : ''}
          </FormAlert>
        ) : null}
        {notice ? <FormAlert status="success">{notice}</FormAlert> : null}
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>Verification code</Field.Label>
          <Input
            ref={inputRef}
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            placeholder="Enter the 6-digit code"
            textAlign="center"
            letterSpacing="0.4em"
            fontSize="xl"
            size="lg"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH))}
          />
          <Field.HelperText>Enter the 6-digit code</Field.HelperText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="indigo"
          size="lg"
          loading={busy === 'verify'}
          loadingText="Verifying…"
          disabled={busy === 'resend'}
        >
          Verify
        </Button>
        <HStack justify="space-between">
          <Button type="button" variant="ghost" size="sm" onClick={onBack} disabled={busy !== null}>
            Back
          </Button>
          {byApp ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void resend()}
              loading={busy === 'resend'}
              loadingText="Sending…"
              disabled={busy === 'verify'}
            >
              Resend code
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  )
}
