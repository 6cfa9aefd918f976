import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { ErrorCode } from '@/api/errors'
import { AppLink } from '@/components/ui/app-link'
import { PasswordField } from '@/components/ui/password-field'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'
import { register } from '../api/register'
import { AUTH_MESSAGES } from '../lib/auth-messages'
import { SIGNUP_FIELDS, validateSignup, type SignupErrors, type SignupValues } from '../lib/validate-signup'
import { FormAlert } from './form-alert'
import { RoleToggle, type SignupRole } from './role-toggle'
import { TextField } from './text-field'

type Props = {
  initialRole: SignupRole
  initialReferralCode: string
  /** From /signup?role=affiliate: the account is an affiliate's until the visitor picks another role. */
  affiliate?: boolean
}

function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === ErrorCode.CONFLICT_ERROR) return AUTH_MESSAGES.emailTaken
  if (error instanceof ApiError && error.statusCode === 429) return toUserMessage(error)
  return AUTH_MESSAGES.generic
}

/** The sign-up form; on success the confirmation mail is on its way and /signup-success says so. */
export function SignupForm({ initialRole, initialReferralCode, affiliate = false }: Props) {
  const navigate = useNavigate()
  const [values, setValues] = useState<SignupValues>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    referralCode: initialReferralCode,
  })
  const [role, setRole] = useState<SignupRole>(initialRole)
  const [joiningAsAffiliate, setJoiningAsAffiliate] = useState(affiliate)
  const [errors, setErrors] = useState<SignupErrors>({})
  const [attempted, setAttempted] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const refs = useRef<Partial<Record<keyof SignupValues, HTMLInputElement | null>>>({})

  const field = (name: keyof SignupValues) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: pending,
    ref: (node: HTMLInputElement | null) => {
      refs.current[name] = node
    },
    onChange: (value: string) => {
      const next = { ...values, [name]: value }
      setValues(next)
      if (attempted) setErrors(validateSignup(next))
    },
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setAttempted(true)
    const found = validateSignup(values)
    setErrors(found)
    const first = SIGNUP_FIELDS.find((name) => found[name])
    if (first) {
      refs.current[first]?.focus()
      return
    }
    setFormError(null)
    setPending(true)
    try {
      const email = values.email.trim().toLowerCase()
      const referralCode = values.referralCode.trim()
      await register({
        email,
        password: values.password,
        confirmPassword: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        role: joiningAsAffiliate ? 'Affiliate' : role,
        ...(referralCode ? { referralCode } : {}),
      })
      void navigate({ to: '/signup-success', search: { email, firstName: values.firstName.trim() } })
    } catch (error) {
      setFormError(signupErrorMessage(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Create your account" aria-busy={pending}>
      <Stack gap="5">
        {formError ? (
          <FormAlert status="error">
            {formError}{' '}
            {formError === AUTH_MESSAGES.emailTaken ? (
              <AppLink href="/login" fontWeight="semibold">
                Sign in
              </AppLink>
            ) : null}
          </FormAlert>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        {joiningAsAffiliate ? (
          <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="affiliate-signup">
            <Text fontWeight="medium">You are joining the Affiliate Program.</Text>
            <Text fontSize="sm" color="fg.muted">
              Your referral code and link wait on your affiliate dashboard once your email is confirmed.
            </Text>
            <Button
              type="button"
              variant="plain"
              size="sm"
              alignSelf="flex-start"
              px="0"
              h="auto"
              whiteSpace="normal"
              textAlign="start"
              textDecoration="underline"
              onClick={() => setJoiningAsAffiliate(false)}
              disabled={pending}
            >
              Sign up as a job seeker, recruiter or employer instead
            </Button>
          </Stack>
        ) : (
          <RoleToggle value={role} onChange={setRole} disabled={pending} />
        )}
        <TextField
          label="Referral code"
          required={false}
          autoComplete="off"
          helper={
            <>
              Optional. Were you referred by a member of our{' '}
              <AppLink href="/affiliate-program">Affiliate Program</AppLink>?
            </>
          }
          {...field('referralCode')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          helper="At least 8 characters."
          {...field('password')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button
          type="submit"
          colorPalette="indigo"
          size="lg"
          loading={pending}
          loadingText="Creating account…"
        >
          Create Account
        </Button>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          By creating an account you agree to our <AppLink href="/terms">Terms of Service</AppLink> and{' '}
          <AppLink href="/privacy">Privacy Policy</AppLink>.
        </Text>
      </Stack>
    </form>
  )
}
