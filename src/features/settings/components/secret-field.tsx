import { Field, Input } from '@chakra-ui/react'

type Props = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password' | 'one-time-code'
  error?: string
  disabled?: boolean
}

/** A password or code input for the settings forms. */
export function SecretField({ label, name, value, onChange, autoComplete, error, disabled }: Props) {
  const isCode = autoComplete === 'one-time-code'
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={isCode ? 'text' : 'password'}
        inputMode={isCode ? 'numeric' : undefined}
        maxLength={isCode ? 6 : undefined}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(isCode ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
