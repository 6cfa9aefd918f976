import {
  Badge,
  Box,
  Button,
  chakra,
  Container,
  Heading,
  HStack,
  Icon,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { useState } from 'react'
import { PERSONA_CONTINUE_DELAY_MS } from '../lib/auth-page-delays'
import { parseRole } from '@/api/roles'
import { toUserMessage } from '@/lib/api-client/api-error'
import { fetchCurrentUser } from '@/entities/user/current-user'
import { useSession } from '@/lib/session/use-session'
import { updateUserRole, type SelfServiceRole } from '../api/update-role'
import { FormAlert } from './form-alert'
import { PERSONA_OPTIONS } from './persona-options'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** /persona-selection: step 1 of 2 of setting up an account; continue goes to /onboarding. */
export function PersonaSelectionPage() {
  const navigate = useNavigate()
  const current = parseRole(useSession((s) => s.user?.role))
  const [choice, setChoice] = useState<SelfServiceRole | null>(
    PERSONA_OPTIONS.some((o) => o.role === current) ? (current as SelfServiceRole) : null,
  )
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (!choice) return
    setPending(true)
    setError(null)
    try {
      await updateUserRole(choice)
      await fetchCurrentUser().catch(() => undefined)
      // A short pause (0.5 s) so "Setting up your account..." reads as progress, not a flicker.
      await sleep(PERSONA_CONTINUE_DELAY_MS)
      void navigate({ to: '/onboarding' })
    } catch (failure) {
      setError(toUserMessage(failure))
      setPending(false)
    }
  }

  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Stack gap="8">
        <Stack gap="3" textAlign="center" align="center">
          <Badge colorPalette="indigo" variant="subtle" size="lg">
            Step 1 of 2
          </Badge>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            How will you use ReelHire?
          </Heading>
          <Text color="fg.muted" maxW="xl">
            Choose the option that fits you best. We&apos;ll tailor your dashboard and tools to it.
          </Text>
        </Stack>
        {error ? <FormAlert status="error">{error}</FormAlert> : null}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" role="radiogroup" aria-label="Account type">
          {PERSONA_OPTIONS.map((option) => {
            const selected = choice === option.role
            return (
              <chakra.button
                type="button"
                key={option.role}
                role="radio"
                aria-checked={selected}
                disabled={pending}
                onClick={() => setChoice(option.role)}
                textAlign="start"
                p="6"
                borderWidth="2px"
                borderRadius="xl"
                borderColor={selected ? 'indigo.solid' : 'border'}
                bg={selected ? 'indigo.subtle/40' : 'bg.panel'}
                cursor="pointer"
                transition="border-color 0.15s, background 0.15s"
                _hover={{ borderColor: selected ? 'indigo.solid' : 'indigo.muted' }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'indigo.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <Stack gap="4">
                  <HStack justify="space-between">
                    <Box bg="indigo.subtle" color="indigo.fg" p="2.5" borderRadius="lg">
                      <Icon as={option.icon} boxSize="6" aria-hidden />
                    </Box>
                    {selected ? (
                      <Box bg="indigo.solid" color="white" borderRadius="full" p="1">
                        <Icon as={Check} boxSize="4" aria-hidden />
                      </Box>
                    ) : null}
                  </HStack>
                  <Stack gap="1">
                    <Text fontWeight="bold" fontSize="lg">
                      {option.title}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      {option.summary}
                    </Text>
                  </Stack>
                  <List.Root gap="2" fontSize="sm" listStyle="none">
                    {option.features.map((feature) => (
                      <List.Item key={feature}>
                        <HStack gap="2" align="start">
                          <Icon as={Check} boxSize="4" color="green.fg" mt="0.5" aria-hidden />
                          <Text>{feature}</Text>
                        </HStack>
                      </List.Item>
                    ))}
                  </List.Root>
                </Stack>
              </chakra.button>
            )
          })}
        </SimpleGrid>
        <Stack align="center" gap="3">
          <Button
            colorPalette="indigo"
            size="lg"
            minW="60"
            disabled={!choice}
            loading={pending}
            loadingText="Setting up your account..."
            onClick={() => void submit()}
          >
            Continue
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            You can change this later in your account settings.
          </Text>
        </Stack>
      </Stack>
    </Container>
  )
}
