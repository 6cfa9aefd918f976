import { Field, Input, Textarea } from '@chakra-ui/react'
import type { Ref } from 'react'

type ContactFieldProps = {
  name: string
  label: string
  value: string
  error?: string
  helper?: string
  type?: 'text' | 'email'
  autoComplete?: string
  multiline?: boolean
  maxLength: number
  disabled?: boolean
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>
  onChange: (value: string) => void
}

/** One labelled input whose error text is tied to it (aria-invalid + aria-describedby via Field). */
export function ContactField(props: ContactFieldProps) {
  const { name, label, value, error, helper, multiline, disabled, ref, onChange } = props
  const common = {
    name,
    value,
    ref,
    // A little slack over the limit so the validator, not the browser, explains what is wrong.
    maxLength: props.maxLength + 50,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <Field.Root invalid={Boolean(error)} required disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea {...common} rows={7} autoresize={false} resize="vertical" />
      ) : (
        <Input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete} />
      )}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}
