import { Field, SegmentGroup } from '@chakra-ui/react'

export type SignupRole = 'JobSeeker' | 'Recruiter' | 'Employer'
const ITEMS: { value: SignupRole; label: string }[] = [
  { value: 'JobSeeker', label: 'Job Seeker' },
  { value: 'Recruiter', label: 'Recruiter' },
  { value: 'Employer', label: 'Employer' },
]

/** Sign-up's role: Job Seeker (default), Recruiter, Employer. A radio group underneath, so arrows work. */
export function RoleToggle({
  value,
  onChange,
  disabled,
}: {
  value: SignupRole
  onChange: (role: SignupRole) => void
  disabled?: boolean
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label id="signup-role-label">I am a</Field.Label>
      <SegmentGroup.Root
        aria-labelledby="signup-role-label"
        value={value}
        onValueChange={(e) => {
          const next = ITEMS.find((item) => item.value === e.value)
          if (next) onChange(next.value)
        }}
        width="full"
        size="md"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={ITEMS}
          flex="1"
          justifyContent="center"
          whiteSpace="nowrap"
          px={{ base: '2', sm: '3' }}
          fontSize={{ base: 'sm', sm: 'md' }}
        />
      </SegmentGroup.Root>
    </Field.Root>
  )
}
