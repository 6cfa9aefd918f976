import { NativeSelect, Field } from '@chakra-ui/react'
import { ROLES, roleLabel, Role } from '@/api/roles'
import { useSession } from '@/lib/session/use-session'

/** Super admins may view the app as another persona; only the displayed role changes. */
export function PersonaSwitcher() {
  const persona = useSession((s) => s.persona)
  const setPersona = useSession((s) => s.setPersona)
  return (
    <Field.Root maxW="60">
      <Field.Label fontSize="sm">View as</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={persona ?? Role.SuperAdmin}
          onChange={(e) => {
            const next = ROLES.find((r) => r === e.target.value) ?? null
            setPersona(next === Role.SuperAdmin ? null : next)
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>Changes what you see, not what you may do.</Field.HelperText>
    </Field.Root>
  )
}
