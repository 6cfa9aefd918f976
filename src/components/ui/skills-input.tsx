import { Field, TagsInput } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type Props = {
  value: string[]
  onChange: (skills: string[]) => void
  disabled?: boolean
  max?: number
  /** Shown after the label (e.g. a "From import" badge). */
  labelAddon?: ReactNode
}

/** Skills as chips: Enter or comma adds one, Backspace removes the last (Ark's tags input). */
export function SkillsInput({ value, onChange, disabled, max = 50, labelAddon }: Props) {
  return (
    <Field.Root disabled={disabled}>
      <TagsInput.Root
        value={value}
        onValueChange={(e) => onChange(e.value.map((s) => s.trim()).filter(Boolean))}
        max={max}
        maxLength={50}
        addOnPaste
        delimiter=","
        editable={false}
        disabled={disabled}
      >
        <TagsInput.Label>
          Skills
          {labelAddon}
        </TagsInput.Label>
        <TagsInput.Control>
          {value.map((skill, index) => (
            <TagsInput.Item key={`${skill}-${index}`} index={index} value={skill}>
              <TagsInput.ItemPreview>
                <TagsInput.ItemText>{skill}</TagsInput.ItemText>
                <TagsInput.ItemDeleteTrigger aria-label={`Remove ${skill}`} />
              </TagsInput.ItemPreview>
            </TagsInput.Item>
          ))}
          <TagsInput.Input placeholder={value.length ? 'Add another' : 'e.g. React, Recruiting, SQL'} />
        </TagsInput.Control>
        <TagsInput.HiddenInput name="skills" />
      </TagsInput.Root>
      <Field.HelperText>Press Enter or type a comma after each skill.</Field.HelperText>
    </Field.Root>
  )
}
