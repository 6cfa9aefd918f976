import { Avatar, Box, HStack, Portal, Select, Text, createListCollection } from '@chakra-ui/react'
import { useMemo } from 'react'
import type { AvailableAccount } from '@/api/accounts'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { accountRoleLabel } from '@/entities/user/account-labels'
import { switchAccount } from '@/entities/session/switch-account'

export type ShellAccount = Pick<AvailableAccount, 'id' | 'name' | 'role' | 'kind'> & {
  logoUrl?: string | null
}

/** Where the chosen account id is kept locally (localStorage). */
export const ACTIVE_ACCOUNT_KEY = 'active_account_id'

type Props = { accounts: readonly ShellAccount[]; activeAccountId?: string | null; collapsed?: boolean }

/** Hidden with one account or fewer; choosing saves the id, says 'Account Switched' and reloads. */
export function AccountSwitcher({ accounts, activeAccountId, collapsed = false }: Props) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: accounts.map((a) => ({ label: a.name, value: a.id, description: accountRoleLabel(a) })),
      }),
    [accounts],
  )
  if (accounts.length <= 1 || collapsed) return null

  const onChange = async (id: string | undefined) => {
    if (!id || id === activeAccountId) return
    try {
      await switchAccount(id)
    } catch (error) {
      // A failed switch: a destructive toast titled 'Error' with the message, or 'Failed to switch account'.
      const description =
        error instanceof Error && error.message ? toUserMessage(error) : 'Failed to switch account'
      toaster.create({ type: 'error', title: 'Error', description })
      return
    }
    toaster.create({ type: 'success', title: 'Account Switched' })
    // A short pause lets the confirmation be seen before the reload.
    window.setTimeout(() => window.location.reload(), 600)
  }

  return (
    <Select.Root
      collection={collection}
      size="sm"
      value={activeAccountId ? [activeAccountId] : []}
      onValueChange={(e) => void onChange(e.value[0])}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label fontSize="xs" color="fg.muted">
        Account
      </Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText placeholder="Choose an account" />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((item) => (
              <Select.Item item={item} key={item.value}>
                {/* minW 0: long company names end in an ellipsis instead of running under the check mark. */}
                <HStack gap="2" flex="1" minW="0">
                  <Avatar.Root size="2xs" flexShrink={0}>
                    <Avatar.Fallback name={item.label} />
                  </Avatar.Root>
                  <Box minW="0">
                    <Text truncate>{item.label}</Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {item.description}
                    </Text>
                  </Box>
                </HStack>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  )
}
