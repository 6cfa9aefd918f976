import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ChipsInput } from './chips-input'

type Props = {
  value: string[]
  onChange: (skills: string[]) => void
  disabled?: boolean
  max?: number
  /** Shown after the label (e.g. a "From import" badge). */
  labelAddon?: ReactNode
}

/** Skills as chips (ChipsInput): a skill typed without Enter is added on blur and on save. */
export function SkillsInput({ value, onChange, disabled, max = 50, labelAddon }: Props) {
  return (
    <Field.Root disabled={disabled}>
      <ChipsInput
        value={value}
        onChange={onChange}
        label={
          <>
            Skills
            {labelAddon}
          </>
        }
        name="skills"
        placeholder="e.g. React, Recruiting, SQL"
        max={max}
        maxLength={50}
        disabled={disabled}
      />
      <Field.HelperText>Press Enter or type a comma after each skill.</Field.HelperText>
    </Field.Root>
  )
}
