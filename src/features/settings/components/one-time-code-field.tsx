import { Field, Input } from '@chakra-ui/react'
import { TWO_FACTOR_CODE_LENGTH } from '@/api/auth'

type Props = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
}

/** The 6-digit code from an authenticator app: digits only, the numeric keyboard on phones. */
export function OneTimeCodeField({ label, name, value, onChange, error, disabled }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        inputMode="numeric"
        maxLength={TWO_FACTOR_CODE_LENGTH}
        autoComplete="one-time-code"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH))}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
