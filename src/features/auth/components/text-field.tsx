import { Field, Input } from '@chakra-ui/react'
import type { ReactNode, Ref } from 'react'

type Props = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  helper?: ReactNode
  type?: 'text' | 'email'
  autoComplete?: string
  disabled?: boolean
  required?: boolean
  placeholder?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose error is tied to it by Field (aria-invalid, aria-describedby). */
export function TextField({ label, error, helper, required = true, disabled, ...input }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        ref={input.ref}
        name={input.name}
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete}
        placeholder={input.placeholder}
        value={input.value}
        onChange={(e) => input.onChange(e.target.value)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  )
}
