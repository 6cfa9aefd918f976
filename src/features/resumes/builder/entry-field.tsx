import { Field, Input, Textarea } from '@chakra-ui/react'
import {
  RESUME_DATE_PATTERN,
  RESUME_DATE_TEXT,
  RESUME_LONG_TEXT_MAX,
  RESUME_TEXT_MAX,
} from '@/api/resumes/json-resume'
import { ChipsInput } from '@/components/ui/chips-input'
import type { FieldDef } from './section-fields'
import { TextListEditor } from './text-list-editor'

type Props = {
  /** Unique per entry and field: the control's id. */
  id: string
  def: FieldDef
  value: unknown
  onChange: (value: unknown) => void
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '')
const asList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** One field of an entry, drawn by its kind; dates are checked as they are typed (JSON Resume's format). */
export function EntryField({ id, def, value, onChange }: Props) {
  if (def.kind === 'lines') {
    return (
      <TextListEditor
        id={id}
        label={def.label}
        noun={def.label.toLowerCase().replace(/s$/, '')}
        value={asList(value)}
        onChange={onChange}
      />
    )
  }
  if (def.kind === 'chips') {
    return (
      <Field.Root>
        <ChipsInput
          name={id}
          label={def.label}
          value={asList(value)}
          onChange={onChange}
          maxLength={RESUME_TEXT_MAX}
          max={100}
          placeholder="Type and press Enter"
        />
      </Field.Root>
    )
  }
  const text = asText(value)
  const badDate = def.kind === 'date' && !RESUME_DATE_PATTERN.test(text)
  return (
    <Field.Root ids={{ control: id }} invalid={badDate}>
      <Field.Label>{def.label}</Field.Label>
      {def.kind === 'textarea' ? (
        <Textarea
          rows={3}
          autoresize
          value={text}
          maxLength={RESUME_LONG_TEXT_MAX}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder={def.placeholder}
        />
      ) : (
        <Input
          value={text}
          type={def.kind === 'url' ? 'url' : 'text'}
          inputMode={def.kind === 'date' ? 'numeric' : undefined}
          maxLength={def.kind === 'url' ? 2_000 : RESUME_TEXT_MAX}
          placeholder={def.placeholder ?? (def.kind === 'date' ? 'YYYY-MM' : undefined)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {badDate ? <Field.ErrorText>{RESUME_DATE_TEXT}</Field.ErrorText> : null}
    </Field.Root>
  )
}
