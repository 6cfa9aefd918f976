import { Field, NativeSelect } from '@chakra-ui/react'
import { RESUME_DIALOG_PRIVACIES, type ResumePrivacy } from '@/api/resumes/resume-privacy'
import { privacyDescription, privacyLabel } from './resume-privacy-labels'

type Props = { value: ResumePrivacy; onChange: (privacy: ResumePrivacy) => void }

/** "Who can see it" on the forms that make a resume (create, upload): the four privacy options and what each means. */
export function ResumePrivacyField({ value, onChange }: Props) {
  return (
    <Field.Root ids={{ control: 'resume-privacy' }}>
      <Field.Label>Who can see it</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as ResumePrivacy)}
        >
          {RESUME_DIALOG_PRIVACIES.map((option) => (
            <option key={option} value={option}>
              {privacyLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{privacyDescription(value)}. You can change this any time.</Field.HelperText>
    </Field.Root>
  )
}
