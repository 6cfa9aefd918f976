import { NativeSelect } from '@chakra-ui/react'
import { ASSIGNABLE_TEAM_ROLES, TEAM_ROLE_LABELS, type AssignableTeamRole } from '@/api/team/team-roles'
import { isAssignableTeamRole } from '../lib/team-role'

type Props = {
  value: string
  onChange: (role: AssignableTeamRole) => void
  /** Inside a Field the field's label names it; alone (a member's row) it needs its own name. */
  'aria-label'?: string
  size?: 'sm' | 'md'
  width?: string
  disabled?: boolean
}

/** The roles an invitation or a role change may give, by their labels (the owner's role is never offered). */
export function TeamRoleSelect({ value, onChange, size, width, disabled, 'aria-label': ariaLabel }: Props) {
  return (
    <NativeSelect.Root size={size} width={width} disabled={disabled}>
      <NativeSelect.Field
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => {
          if (isAssignableTeamRole(event.target.value)) onChange(event.target.value)
        }}
      >
        {ASSIGNABLE_TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {TEAM_ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
