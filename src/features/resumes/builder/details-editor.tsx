import { Field, Input, Stack, Textarea } from '@chakra-ui/react'
import { RESUME_DESCRIPTION_MAX, RESUME_NAME_MAX } from '@/api/resumes/resume-inputs'
import type { BuilderDoc } from './builder-doc'

type Props = { doc: BuilderDoc; onChange: (patch: Partial<BuilderDoc>) => void }

/** The resume's own name (required: a blank one is not sent) and what it is for. */
export function DetailsEditor({ doc, onChange }: Props) {
  const blank = doc.name.trim() === ''
  return (
    <Stack gap="4">
      <Field.Root required invalid={blank} ids={{ control: 'resume-name' }}>
        <Field.Label>
          Resume name <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={doc.name}
          maxLength={RESUME_NAME_MAX}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
        />
        {blank ? <Field.ErrorText>Name is required; the last name given is kept.</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root ids={{ control: 'resume-description' }}>
        <Field.Label>Description</Field.Label>
        <Textarea
          rows={2}
          autoresize
          value={doc.description}
          maxLength={RESUME_DESCRIPTION_MAX}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
          placeholder="What this version is for, e.g. “Product roles at fintech startups”"
        />
        <Field.HelperText>Only you see this.</Field.HelperText>
      </Field.Root>
    </Stack>
  )
}
