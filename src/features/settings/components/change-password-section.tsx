import { Button, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { PASSWORD_RULES } from '@/api/passwords'
import { PasswordField } from '@/components/ui/password-field'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { changePassword } from '../api/sessions'
import { SettingsSection } from './settings-section'

type Errors = { current?: string; next?: string; confirm?: string }

/** Change password; the server signs out every other session (issue 3 "Sessions"). */
export function ChangePasswordSection() {
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const mutation = useMutation({
    mutationFn: () => changePassword(current, next),
    onSuccess: () => {
      setCurrent('')
      setNext('')
      setConfirm('')
      toaster.create({
        type: 'success',
        title: 'Password changed',
        description: 'Your other sessions were signed out.',
      })
      void queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] })
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: Errors = {}
    if (!current) found.current = 'Enter your current password'
    if (!next) found.next = 'Please enter a new password'
    else found.next = PASSWORD_RULES.find((rule) => !rule.test(next))?.message
    if (next && confirm !== next) found.confirm = 'Passwords do not match'
    setErrors(found)
    if (found.current || found.next || found.confirm) return
    mutation.mutate()
  }

  return (
    <SettingsSection
      id="password"
      title="Change password"
      description="Changing your password signs you out everywhere else."
    >
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="4" maxW="md">
          {mutation.isError ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {toUserMessage(mutation.error)}
            </Text>
          ) : null}
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            error={errors.current}
            disabled={mutation.isPending}
          />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            error={errors.next}
            disabled={mutation.isPending}
          />
          <Text fontSize="xs" color="fg.muted" mt="-2">
            At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special
            character.
          </Text>
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
            disabled={mutation.isPending}
          />
          <Button
            type="submit"
            colorPalette="indigo"
            alignSelf="start"
            loading={mutation.isPending}
            loadingText="Saving…"
          >
            Change password
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  )
}
