import {
  Badge,
  Button,
  Card,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { toUserMessage } from '@/lib/api-client/api-error'
import { updateMe, updatePreferences } from '@/entities/user/update-me'
import { useSession } from '@/lib/session/use-session'
import { SkillsInput } from '@/components/ui/skills-input'

type Values = {
  headline: string
  location: string
  currentRole: string
  skills: string[]
  openToWork: boolean
  openToRemote: boolean
}

/** /onboarding, step 2 of 2: the profile basics a recruiter looks at first (issue 3 "Client"). */
export function OnboardingPage() {
  const navigate = useNavigate()
  const user = useSession((s) => s.user)
  const [values, setValues] = useState<Values>(() => ({
    headline: user?.data?.headline ?? '',
    location: user?.data?.location ?? '',
    currentRole: user?.data?.currentRole ?? '',
    skills: user?.skills ?? [],
    openToWork: user?.openToWork ?? true,
    openToRemote: user?.openToRemote ?? false,
  }))
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }))

  const finish = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault()
    setPending(true)
    setError(null)
    try {
      await updateMe({
        headline: values.headline.trim(),
        location: values.location.trim(),
        currentRole: values.currentRole.trim(),
      })
      await updatePreferences({
        skills: values.skills,
        openToWork: values.openToWork,
        openToRemote: values.openToRemote,
        onboardingComplete: true,
      })
      void navigate({ to: '/dashboard' })
    } catch (failure) {
      setError(toUserMessage(failure))
      setPending(false)
    }
  }

  const text = (
    key: 'headline' | 'location' | 'currentRole',
    label: string,
    placeholder: string,
    max: number,
  ) => (
    <Field.Root disabled={pending}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={key}
        value={values[key]}
        maxLength={max}
        placeholder={placeholder}
        onChange={(e) => set(key)(e.target.value)}
      />
    </Field.Root>
  )

  return (
    <Container maxW="2xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="3" textAlign="center" align="center">
          <Badge colorPalette="indigo" variant="subtle" size="lg">
            Step 2 of 2
          </Badge>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Tell recruiters about you
          </Heading>
          <Text color="fg.muted">These basics appear on your profile. You can change them any time.</Text>
        </Stack>
        <Card.Root>
          <Card.Body>
            <form noValidate onSubmit={(e) => void finish(e)} aria-label="Profile basics" aria-busy={pending}>
              <Stack gap="5">
                {error ? (
                  <Text role="alert" color="fg.error">
                    {error}
                  </Text>
                ) : null}
                {text('headline', 'Headline', 'e.g. Product designer who ships', 160)}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                  {text('currentRole', 'Current role', 'e.g. Senior Designer', 120)}
                  {text('location', 'Location', 'e.g. Austin, TX', 120)}
                </SimpleGrid>
                <SkillsInput value={values.skills} onChange={set('skills')} disabled={pending} />
                <Stack gap="3">
                  <Switch.Root
                    checked={values.openToWork}
                    onCheckedChange={(e) => set('openToWork')(e.checked)}
                    disabled={pending}
                    colorPalette="indigo"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Open to work</Switch.Label>
                  </Switch.Root>
                  <Switch.Root
                    checked={values.openToRemote}
                    onCheckedChange={(e) => set('openToRemote')(e.checked)}
                    disabled={pending}
                    colorPalette="indigo"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Open to remote roles</Switch.Label>
                  </Switch.Root>
                </Stack>
                <HStack justify="space-between" pt="2" flexWrap="wrap" gap="3">
                  <Button
                    variant="ghost"
                    onClick={() => void navigate({ to: '/dashboard' })}
                    disabled={pending}
                  >
                    Skip for now
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="indigo"
                    size="lg"
                    loading={pending}
                    loadingText="Saving…"
                  >
                    Finish setup
                  </Button>
                </HStack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  )
}
