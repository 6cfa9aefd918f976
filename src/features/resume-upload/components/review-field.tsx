import { Badge, Field, HStack, Input, Textarea } from '@chakra-ui/react'

/** Below this the parser guessed from position alone (a headline, a summary without a heading). */
const SURE = 0.8

type ReviewFieldProps = {
  id: string
  label: string
  value: string | undefined
  onChange: (value: string) => void
  /** The parser's confidence in this field; undefined when it was not found. */
  confidence?: number | undefined
  multiline?: boolean
  rows?: number
  placeholder?: string
  helper?: string
  invalid?: string | undefined
  type?: string
  /** Empty is a normal answer (an open end date): no "Not found" badge. */
  optional?: boolean
}

/**
 * One field of the review step: the value read from the file, editable, with "Check this" where the parser was
 * unsure and "Not found" where it found nothing, so the eye goes to what needs it.
 */
export function ReviewField({
  id,
  label,
  value,
  onChange,
  confidence,
  multiline,
  rows = 4,
  placeholder,
  helper,
  invalid,
  type,
  optional,
}: ReviewFieldProps) {
  const found = Boolean(value?.trim())
  return (
    <Field.Root invalid={Boolean(invalid)} ids={{ control: id }}>
      <HStack gap="2" justify="space-between" w="full">
        <Field.Label>{label}</Field.Label>
        {!found && !optional ? (
          <Badge size="sm" variant="outline" colorPalette="gray">
            Not found
          </Badge>
        ) : confidence !== undefined && confidence < SURE ? (
          <Badge size="sm" variant="subtle" colorPalette="orange">
            Check this
          </Badge>
        ) : null}
      </HStack>
      {multiline ? (
        <Textarea
          value={value ?? ''}
          rows={rows}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoresize
        />
      ) : (
        <Input
          value={value ?? ''}
          type={type}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{invalid}</Field.ErrorText>
    </Field.Root>
  )
}
