import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react'
import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { LoginInputSchema } from '@/api/auth'
import { PasswordField } from '@/components/ui/password-field'
import type { LoginAnswer } from '../api/login'
import { AppLink } from '@/components/ui/app-link'
import { login } from '../api/login'
import { isUnverifiedError, loginErrorMessage } from '../lib/auth-messages'
import { FormAlert } from './form-alert'
import { TextField } from './text-field'

type Props = {
  onResult: (result: LoginAnswer, email: string) => void | Promise<void>
  onUnverified: (email: string) => void
}

/** Email and password (with show/hide). Field errors come from the contract's LoginInputSchema. */
export function LoginForm({ onResult, onUnverified }: Props) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const parsed = v.safeParse(LoginInputSchema, { email, password, rememberMe })
    if (!parsed.success) {
      const flat = v.flatten<typeof LoginInputSchema>(parsed.issues).nested ?? {}
      const next = { email: flat.email?.[0], password: flat.password?.[0] }
      setErrors(next)
      ;(next.email ? emailRef : passwordRef).current?.focus()
      return
    }
    setErrors({})
    setFormError(null)
    setPending(true)
    try {
      const result = await login(parsed.output)
      await onResult(result, parsed.output.email)
    } catch (error) {
      if (isUnverifiedError(error)) onUnverified(parsed.output.email)
      else setFormError(loginErrorMessage(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in" aria-busy={pending}>
      <Stack gap="5">
        {formError ? <FormAlert status="error">{formError}</FormAlert> : null}
        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          error={errors.email}
          disabled={pending}
          onChange={setEmail}
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          disabled={pending}
          onChange={setPassword}
        />
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Checkbox.Root
            size="sm"
            checked={rememberMe}
            onCheckedChange={(e) => setRememberMe(e.checked === true)}
            disabled={pending}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Keep me signed in</Checkbox.Label>
          </Checkbox.Root>
          <AppLink href="/forgot-password" fontSize="sm" colorPalette="indigo" color="colorPalette.fg">
            Forgot password?
          </AppLink>
        </HStack>
        <Button type="submit" colorPalette="indigo" size="lg" loading={pending} loadingText="Signing in…">
          Sign In
        </Button>
      </Stack>
    </form>
  )
}
