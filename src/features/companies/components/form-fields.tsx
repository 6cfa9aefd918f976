import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ChipsInput } from '@/components/ui/chips-input'

type Common = {
  label: string
  /** The dot path, also the input's name (errors are keyed by it). */
  name: string
  error?: string | undefined
  helper?: ReactNode
  required?: boolean
  disabled?: boolean
}

type TextFieldProps = Common & {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'url' | 'email' | 'tel' | 'number'
  placeholder?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'decimal' | 'text' | 'url' | 'email' | 'tel'
  multiline?: number
  maxLength?: number
}

function Frame({ label, error, helper, required, disabled, children }: Common & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}

/** A labelled text input (or textarea with `multiline` rows) with its error or helper text. */
export function TextField({
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete = 'off',
  inputMode,
  multiline,
  maxLength,
  ...frame
}: TextFieldProps) {
  return (
    <Frame {...frame}>
      {multiline ? (
        <Textarea
          name={frame.name}
          rows={multiline}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <Input
          name={frame.name}
          type={type === 'number' ? 'text' : type}
          inputMode={inputMode ?? (type === 'number' ? 'numeric' : undefined)}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Frame>
  )
}

type SelectFieldProps = Common & {
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  placeholder: string
}

/** A labelled native select (works the same with a keyboard, a screen reader and a phone's picker). */
export function SelectField({ value, onChange, options, placeholder, ...frame }: SelectFieldProps) {
  return (
    <Frame {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field name={frame.name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Frame>
  )
}

type TagsFieldProps = Common & {
  value: string[]
  onChange: (value: string[]) => void
  placeholder?: string
  max?: number
  maxLength?: number
}

/** A list of short texts as chips (ChipsInput) with its error or helper text. */
export function TagsField({
  value,
  onChange,
  placeholder,
  max = 30,
  maxLength = 80,
  ...frame
}: TagsFieldProps) {
  return (
    <Field.Root invalid={Boolean(frame.error)} disabled={frame.disabled}>
      <ChipsInput
        value={value}
        onChange={onChange}
        label={frame.label}
        name={frame.name}
        placeholder={placeholder}
        max={max}
        maxLength={maxLength}
        disabled={frame.disabled}
        invalid={Boolean(frame.error)}
      />
      {frame.error ? (
        <Field.ErrorText>{frame.error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{frame.helper ?? 'Press Enter or type a comma after each one.'}</Field.HelperText>
      )}
    </Field.Root>
  )
}
