import {
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
  Textarea,
} from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { UpdateMeInputSchema } from '@/api/users'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { updateMe, updatePreferences } from '@/entities/user/update-me'
import { useSession } from '@/lib/session/use-session'
import { SkillsInput } from '@/components/ui/skills-input'

const TEXT_FIELDS = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'headline', label: 'Headline', autoComplete: 'off' },
  { key: 'currentRole', label: 'Current role', autoComplete: 'organization-title' },
  { key: 'currentCompany', label: 'Current company', autoComplete: 'organization' },
  { key: 'location', label: 'Location', autoComplete: 'address-level2' },
  { key: 'website', label: 'Website', autoComplete: 'url' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel' },
] as const
type TextKey = (typeof TEXT_FIELDS)[number]['key'] | 'summary'

/** /profile/edit: the fields PUT /api/Users/me may change, plus skills and availability. */
export function ProfileEditPage() {
  const navigate = useNavigate()
  const user = useSession((s) => s.user)
  const [text, setText] = useState<Record<TextKey, string>>(() => {
    const d = user?.data
    return {
      firstName: d?.firstName ?? '',
      lastName: d?.lastName ?? '',
      headline: d?.headline ?? '',
      currentRole: d?.currentRole ?? '',
      currentCompany: d?.currentCompany ?? '',
      location: d?.location ?? '',
      website: d?.website ?? '',
      phone: d?.phone ?? '',
      summary: d?.summary ?? '',
    }
  })
  const [skills, setSkills] = useState<string[]>(user?.skills ?? [])
  const [openToWork, setOpenToWork] = useState(user?.openToWork ?? false)
  const [openToRemote, setOpenToRemote] = useState(user?.openToRemote ?? false)
  const [errors, setErrors] = useState<Partial<Record<TextKey, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = v.safeParse(UpdateMeInputSchema, text)
    if (!parsed.success) {
      const nested = v.flatten<typeof UpdateMeInputSchema>(parsed.issues).nested ?? {}
      setErrors(Object.fromEntries(Object.entries(nested).map(([k, m]) => [k, m?.[0]])))
      return
    }
    setErrors({})
    setFormError(null)
    setPending(true)
    try {
      await updateMe(parsed.output)
      await updatePreferences({ skills, openToWork, openToRemote })
      toaster.create({ type: 'success', title: 'Profile saved' })
      void navigate({ to: '/profile' })
    } catch (error) {
      setFormError(toUserMessage(error))
      setPending(false)
    }
  }

  const input = (key: TextKey, label: string, autoComplete: string) => (
    <Field.Root
      key={key}
      invalid={Boolean(errors[key])}
      disabled={pending}
      required={key === 'firstName' || key === 'lastName'}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={key}
        autoComplete={autoComplete}
        value={text[key]}
        onChange={(e) => setText((t) => ({ ...t, [key]: e.target.value }))}
      />
      {errors[key] ? <Field.ErrorText>{errors[key]}</Field.ErrorText> : null}
    </Field.Root>
  )

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Edit profile
        </Heading>
        <Card.Root>
          <Card.Body>
            <form noValidate onSubmit={(e) => void submit(e)} aria-label="Edit profile" aria-busy={pending}>
              <Stack gap="5">
                {formError ? (
                  <Text role="alert" color="fg.error">
                    {formError}
                  </Text>
                ) : null}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  {TEXT_FIELDS.map((f) => input(f.key, f.label, f.autoComplete))}
                </SimpleGrid>
                <Field.Root invalid={Boolean(errors.summary)} disabled={pending}>
                  <Field.Label>Summary</Field.Label>
                  <Textarea
                    name="summary"
                    rows={5}
                    value={text.summary}
                    onChange={(e) => setText((t) => ({ ...t, summary: e.target.value }))}
                  />
                  {errors.summary ? (
                    <Field.ErrorText>{errors.summary}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>
                      A few sentences about what you do and what you are looking for.
                    </Field.HelperText>
                  )}
                </Field.Root>
                <SkillsInput value={skills} onChange={setSkills} disabled={pending} />
                <Stack gap="3">
                  <Switch.Root
                    checked={openToWork}
                    onCheckedChange={(e) => setOpenToWork(e.checked)}
                    disabled={pending}
                    colorPalette="indigo"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Open to work</Switch.Label>
                  </Switch.Root>
                  <Switch.Root
                    checked={openToRemote}
                    onCheckedChange={(e) => setOpenToRemote(e.checked)}
                    disabled={pending}
                    colorPalette="indigo"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Open to remote roles</Switch.Label>
                  </Switch.Root>
                </Stack>
                <HStack justify="flex-end" gap="2">
                  <LinkButton href="/profile" variant="ghost">
                    Cancel
                  </LinkButton>
                  <Button type="submit" colorPalette="indigo" loading={pending} loadingText="Saving…">
                    Save changes
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
