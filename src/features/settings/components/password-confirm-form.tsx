import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { PasswordField } from '@/components/ui/password-field'

type Props = {
  intro: string
  submitLabel: string
  pending: boolean
  error?: string
  onSubmit: (password: string) => void
  onCancel: () => void
  destructive?: boolean
}

/** Asks for the current password before a security change. */
export function PasswordConfirmForm({
  intro,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  destructive,
}: Props) {
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!password) return setMissing(true)
    setMissing(false)
    onSubmit(password)
  }
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
        <Text fontSize="sm">{intro}</Text>
        <PasswordField
          label="Current password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={missing ? 'Enter your current password' : error}
          disabled={pending}
        />
        <HStack gap="2">
          <Button type="submit" colorPalette={destructive ? 'red' : 'indigo'} loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
