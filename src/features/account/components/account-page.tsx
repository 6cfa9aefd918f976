import {
  Avatar,
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useState } from 'react'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { accountDescription } from '@/entities/user/account-labels'
import { useAvailableAccounts } from '@/entities/user/available-accounts'
import { switchAccount } from '@/entities/session/switch-account'

/** /account: the accounts (personal and company) you belong to, and switching between them. */
export function AccountPage() {
  const { accounts, activeAccountId, isLoading } = useAvailableAccounts()
  const [switching, setSwitching] = useState<string | null>(null)

  const choose = async (id: string) => {
    setSwitching(id)
    try {
      await switchAccount(id)
      toaster.create({ type: 'success', title: 'Account Switched' })
      window.setTimeout(() => window.location.reload(), 600)
    } catch (error) {
      setSwitching(null)
      toaster.create({
        type: 'error',
        title: 'Error',
        description: error instanceof Error ? toUserMessage(error) : 'Failed to switch account',
      })
    }
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Your accounts
          </Heading>
          <Text color="fg.muted">
            Everyone has a personal account. Employers own a company account, and recruiters can belong to
            one. Switch to work in another account.
          </Text>
        </Stack>
        {isLoading ? (
          <Stack gap="3">
            <Skeleton h="20" />
            <Skeleton h="20" />
          </Stack>
        ) : accounts.length === 0 ? (
          <Box borderWidth="1px" borderRadius="lg" p="6" textAlign="center">
            <Text fontWeight="medium">No accounts to show</Text>
            <Text color="fg.muted" fontSize="sm">
              We could not load your accounts. Refresh the page to try again.
            </Text>
          </Box>
        ) : (
          <Stack as="ul" gap="3">
            {accounts.map((account) => {
              const active = account.id === activeAccountId
              return (
                <HStack
                  as="li"
                  key={account.id}
                  borderWidth="1px"
                  borderColor={active ? 'indigo.solid' : 'border'}
                  borderRadius="lg"
                  p="4"
                  gap="4"
                  justify="space-between"
                  flexWrap="wrap"
                >
                  <HStack gap="3" minW="0">
                    <Avatar.Root colorPalette="indigo" shape="rounded">
                      {account.logoUrl ? <Avatar.Image src={account.logoUrl} alt="" /> : null}
                      <Avatar.Fallback name={account.name} />
                    </Avatar.Root>
                    <Box minW="0">
                      <HStack gap="2" flexWrap="wrap">
                        <Text fontWeight="semibold" truncate>
                          {account.name}
                        </Text>
                        {active ? <Badge colorPalette="green">Current</Badge> : null}
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {accountDescription(account)}
                      </Text>
                    </Box>
                  </HStack>
                  {active ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={switching === account.id}
                      disabled={switching !== null}
                      onClick={() => void choose(account.id)}
                    >
                      Switch
                    </Button>
                  )}
                </HStack>
              )
            })}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
