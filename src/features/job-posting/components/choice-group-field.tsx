import { Checkbox, Fieldset, Wrap } from '@chakra-ui/react'
import { PrefilledBadge } from './prefilled-badge'

type Props<T extends string> = {
  label: string
  options: readonly (readonly [T, string])[]
  values: T[]
  onChange: (values: T[]) => void
  error?: string | undefined
  disabled?: boolean
  prefilled?: boolean
  helper?: string
}

/** Several choices from a short list (employment types, seniority): a fieldset of checkboxes. */
export function ChoiceGroupField<T extends string>({
  label,
  options,
  values,
  onChange,
  error,
  disabled,
  prefilled,
  helper,
}: Props<T>) {
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...values, value] : values.filter((v) => v !== value)
    // Keep the options' order, whatever order they were ticked in.
    onChange(options.map(([option]) => option).filter((option) => next.includes(option)))
  }
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontWeight="medium">
        {label}
        {prefilled ? <PrefilledBadge /> : null}
      </Fieldset.Legend>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      <Wrap gap="4" rowGap="2">
        {options.map(([value, text]) => (
          <Checkbox.Root
            key={value}
            size="sm"
            colorPalette="indigo"
            checked={values.includes(value)}
            onCheckedChange={(event) => toggle(value, event.checked === true)}
            disabled={disabled}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{text}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  )
}
