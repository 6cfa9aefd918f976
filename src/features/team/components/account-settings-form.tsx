import { Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { AssignableTeamRole } from '@/api/team/team-roles'
import type { AccountSettings } from '@/api/team/team-settings'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import { toaster } from '@/components/ui/toaster'
import { fetchAccountSettings, saveAccountSettings, teamKeys } from '../api/team-calls'
import { serverMessage } from '../lib/server-message'
import { TeamRoleSelect } from './team-role-select'

function SettingsForm({ settings, canManage }: { settings: AccountSettings; canManage: boolean }) {
  const queryClient = useQueryClient()
  const [name, setName] = useState(settings.name)
  const [logoUrl, setLogoUrl] = useState(settings.logoUrl ?? '')
  const [role, setRole] = useState(settings.defaultInviteRole)
  const [days, setDays] = useState(String(settings.invitationExpiryDays))
  const save = useMutation({
    mutationFn: () =>
      saveAccountSettings({
        name,
        logoUrl: logoUrl.trim() === '' ? null : logoUrl.trim(),
        defaultInviteRole: role as AssignableTeamRole,
        invitationExpiryDays: Number(days),
      }),
    onSuccess: async (next) => {
      queryClient.setQueryData(teamKeys.settings, next)
      toaster.create({ type: 'success', title: TEAM_TEXTS.settingsSaved })
      await queryClient.invalidateQueries({ queryKey: teamKeys.members })
      await queryClient.invalidateQueries({ queryKey: ['account', 'available'] })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  const readOnly = !canManage
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={submit}
      aria-label="Account settings"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Field.Root required readOnly={readOnly}>
          <Field.Label>Account name</Field.Label>
          <Input name="name" value={name} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <Field.Root readOnly={readOnly}>
          <Field.Label>Logo URL</Field.Label>
          <Input
            name="logoUrl"
            type="url"
            placeholder="https://"
            value={logoUrl}
            onChange={(e) => setLogoUrl(e.target.value)}
          />
        </Field.Root>
      </Stack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Field.Root disabled={readOnly}>
          <Field.Label>Default role of new invitations</Field.Label>
          <TeamRoleSelect value={role} onChange={setRole} />
        </Field.Root>
        <Field.Root readOnly={readOnly}>
          <Field.Label>Invitations expire after (days)</Field.Label>
          <Input
            name="invitationExpiryDays"
            type="number"
            min={1}
            max={30}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </Field.Root>
      </Stack>
      {save.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {serverMessage(save.error, 'Could not save the settings. Please try again.')}
        </Text>
      ) : null}
      {canManage ? (
        <Button
          type="submit"
          variant="outline"
          alignSelf="flex-start"
          loading={save.isPending}
          loadingText="Saving..."
        >
          Save settings
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Only the owner and admins can change these.
        </Text>
      )}
    </Stack>
  )
}

/** The account's name, logo and invitation defaults; read-only for members who are not admins. */
export function AccountSettingsPanel({ canManage }: { canManage: boolean }) {
  const query = useQuery({
    queryKey: teamKeys.settings,
    queryFn: ({ signal }) => fetchAccountSettings(signal),
  })
  if (query.isPending) return null
  if (query.isError) {
    return (
      <Text role="alert" color="fg.error" fontSize="sm">
        We could not load the account settings.
      </Text>
    )
  }
  return (
    <SettingsForm
      key={query.data.accountId + query.dataUpdatedAt}
      settings={query.data}
      canManage={canManage}
    />
  )
}
