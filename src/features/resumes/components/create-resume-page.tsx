import {
  Alert,
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { FilePlus2 } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { RESUME_FORM_DEFAULT_PRIVACY, type ResumePrivacy } from '@/api/resumes/resume-privacy'
import { ResumeCreateInputSchema, type ResumeCreateInput } from '@/api/resumes/resume-inputs'
import { can } from '@/api/roles'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { createResume } from '@/entities/resume/api/resume-writes'
import { resumeFailureText } from '@/entities/resume/writes/failure-text'
import { currentUserQueryOptions } from '@/entities/user/current-user'
import { useDisplayRole } from '@/lib/session/use-session'
import { JobSeekerOnlyNotice } from '@/entities/resume/job-seeker-only-notice'
import { ResumePrivacyField } from '@/entities/resume/resume-privacy-field'
import { fieldErrors, type FieldErrors } from '../lib/field-errors'

type Fields = keyof ResumeCreateInput
const EMPTY: ResumeCreateInput = { title: '', firstName: '', lastName: '', email: '' }
export const CREATE_FAILED_TEXT = 'Failed to create resume. Please try again.'

/**
 * /resumes/new and /resumes/create: a new resume from a title and the person it is about (seed 2 §3 "Resume
 * create input": title, first name and last name required, a valid email), prefilled from the profile. It is
 * saved with POST /api/Resume/Save, private until its owner shares it (seed 1 §5), and opens on its page.
 */
export function CreateResumePage() {
  const role = useDisplayRole()
  if (!can(role, 'createResume')) return <JobSeekerOnlyNotice />
  return <CreateResumeForm />
}

function CreateResumeForm() {
  const router = useRouter()
  const me = useQuery(currentUserQueryOptions())
  const [values, setValues] = useState<ResumeCreateInput>(EMPTY)
  const [privacy, setPrivacy] = useState<ResumePrivacy>(RESUME_FORM_DEFAULT_PRIVACY)
  const [errors, setErrors] = useState<FieldErrors<Fields>>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const touched = useRef(new Set<Fields>())

  // Prefill from the profile once it arrives, leaving anything the user already typed alone.
  useEffect(() => {
    const user = me.data
    if (!user) return
    setValues((current) => {
      const next = { ...current }
      const fill = (key: Fields, value: string) => {
        if (!touched.current.has(key) && !current[key]) next[key] = value
      }
      fill('firstName', user.data.firstName)
      fill('lastName', user.data.lastName)
      fill('email', user.email)
      return next
    })
  }, [me.data])

  const set = (key: Fields) => (event: { currentTarget: { value: string } }) => {
    touched.current.add(key)
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = v.safeParse(ResumeCreateInputSchema, values)
    if (!parsed.success) {
      const found = fieldErrors<Fields>(parsed.issues)
      setErrors(found)
      const first = (['title', 'firstName', 'lastName', 'email'] as const).find((key) => found[key])
      if (first) document.getElementById(`resume-${first}`)?.focus()
      return
    }
    setErrors({})
    setSubmitError(null)
    setSaving(true)
    try {
      const result = await createResume(parsed.output, privacy)
      toaster.create({ type: 'success', title: 'Resume created', description: `“${result.resume.name}”` })
      // Straight on to filling it in: /resumes/create/{id} is the builder (the resume page is one click away).
      await router.navigate({ to: '/resumes/create/$id', params: { id: result.id } })
    } catch (error) {
      setSubmitError(resumeFailureText(error, CREATE_FAILED_TEXT))
    } finally {
      setSaving(false)
    }
  }

  const field = (
    key: Fields,
    label: string,
    props: { type?: string; autoComplete?: string; placeholder?: string },
  ) => (
    <Field.Root invalid={Boolean(errors[key])} required ids={{ control: `resume-${key}` }}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input name={key} value={values[key]} onChange={set(key)} {...props} />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Create a resume
          </Heading>
          <Text color="fg.muted">
            Start with a title and who it is about. Your first resume becomes your master resume; you can add
            your experience, education and skills next.
          </Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body>
            <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create resume">
              <Stack gap="5">
                {field('title', 'Resume title', {
                  placeholder: 'e.g. Frontend Developer',
                  autoComplete: 'off',
                })}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {field('firstName', 'First name', { autoComplete: 'given-name' })}
                  {field('lastName', 'Last name', { autoComplete: 'family-name' })}
                </SimpleGrid>
                {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
                <ResumePrivacyField value={privacy} onChange={setPrivacy} />
                {submitError ? (
                  <Alert.Root status="error" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title>{submitError}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
                  <LinkButton href="/resumes" variant="outline">
                    Cancel
                  </LinkButton>
                  <Button type="submit" colorPalette="indigo" loading={saving} loadingText="Creating…">
                    <FilePlus2 aria-hidden /> Create resume
                  </Button>
                </Stack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  )
}
