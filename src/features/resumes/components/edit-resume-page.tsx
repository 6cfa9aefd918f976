import {
  Alert,
  Button,
  Card,
  Container,
  Field,
  Group,
  Heading,
  Input,
  InputAddon,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Check, Save, X } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { ErrorCode } from '@/api/errors'
import type { Resume } from '@/api/resumes/resume-record'
import { RESUME_DESCRIPTION_MAX, ResumeNameSchema } from '@/api/resumes/resume-inputs'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { RESUMES_ROOT_KEY } from '@/entities/resume/api/resume-keys'
import { resumeQueryOptions } from '@/entities/resume/api/resume-queries'
import { updateResumeMetadata, updateResumeSlug } from '@/entities/resume/api/resume-writes'
import { resumeFailureText } from '@/entities/resume/writes/failure-text'
import { isApiError } from '@/lib/api-client/api-error'
import { useSignedInUserId } from '@/lib/session/use-session'
import { ResumeNotFound } from './resume-not-found'
import { useSlugCheck, type SlugCheck } from './use-slug-check'

export const SAVE_FAILED_TEXT = 'Failed to save resume. Please try again.'
export const CONFLICT_TEXT = 'This resume was changed elsewhere. Reload the page to edit the latest version.'

const DescriptionSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(RESUME_DESCRIPTION_MAX, `Description must be at most ${RESUME_DESCRIPTION_MAX} characters`),
)

/**
 * /resumes/edit/{id} and /resumes/create/{id}: the resume's name, description and address (slug), checked as
 * the user types (GET /api/Resume/validateSlug), saved with PUT /api/Resume/{id}/metadata and
 * PUT /api/Resume/{id}?slug=. Only its owner (or who may edit it) gets the form.
 */
export function EditResumePage({ id }: { id: string }) {
  const viewerId = useSignedInUserId()
  const query = useQuery(resumeQueryOptions(id, viewerId))
  if (query.isPending) {
    return (
      <Container maxW="2xl" py="16" textAlign="center">
        <Spinner size="lg" color="indigo.fg" aria-label="Loading resume" />
      </Container>
    )
  }
  if (!query.data) {
    if (isApiError(query.error) && query.error.statusCode === 404) return <ResumeNotFound />
    return (
      <Container maxW="2xl" py="10">
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>
            {resumeFailureText(query.error, 'Failed to load resume. Please try again.')}
          </Alert.Title>
        </Alert.Root>
        <Button mt="4" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Container>
    )
  }
  if (!query.data.canEdit) {
    return (
      <Container maxW="2xl" py="10">
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>Only the resume’s owner can edit it.</Alert.Title>
        </Alert.Root>
        <LinkButton href={`/resumes/${query.data.slug || query.data.id}`} variant="outline" mt="4">
          View the resume
        </LinkButton>
      </Container>
    )
  }
  return <EditResumeForm key={query.data.id} resume={query.data} />
}

function slugHint(check: SlugCheck, unchanged: boolean) {
  if (unchanged) return null
  switch (check.state) {
    case 'checking':
      return (
        <Text as="span" display="inline-flex" gap="1" alignItems="center">
          <Spinner size="xs" /> Checking…
        </Text>
      )
    case 'available':
      return (
        <Text as="span" color="green.fg" display="inline-flex" gap="1" alignItems="center">
          <Check size={14} aria-hidden /> /resumes/{check.slug} is available
        </Text>
      )
    default:
      return null
  }
}

function EditResumeForm({ resume }: { resume: Resume }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [name, setName] = useState(resume.name)
  const [description, setDescription] = useState(resume.description ?? '')
  const [slug, setSlug] = useState(resume.slug)
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const slugUnchanged = slug.trim() === resume.slug
  const check = useSlugCheck(slug, resume.id, slugUnchanged)
  const slugError = !slugUnchanged && check.state === 'unavailable' ? check.message : null

  useEffect(() => setSubmitError(null), [name, description, slug])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsedName = v.safeParse(ResumeNameSchema, name)
    const parsedDescription = v.safeParse(DescriptionSchema, description)
    const found = {
      ...(parsedName.success ? {} : { name: parsedName.issues[0].message }),
      ...(parsedDescription.success ? {} : { description: parsedDescription.issues[0].message }),
    }
    setErrors(found)
    if (!parsedName.success || !parsedDescription.success || slugError || check.state === 'checking') return
    setSaving(true)
    try {
      let version = resume.version
      let saved: Resume = resume
      const nextDescription = parsedDescription.output === '' ? null : parsedDescription.output
      if (parsedName.output !== resume.name || nextDescription !== resume.description) {
        saved = await updateResumeMetadata(resume.id, {
          name: parsedName.output,
          description: nextDescription,
          baseVersion: version,
        })
        version = saved.version
      }
      if (!slugUnchanged) saved = await updateResumeSlug(resume.id, slug.trim(), version)
      await queryClient.invalidateQueries({ queryKey: RESUMES_ROOT_KEY })
      toaster.create({ type: 'success', title: 'Resume saved' })
      await router.navigate({ to: '/resumes/$id', params: { id: saved.slug || saved.id } })
    } catch (error) {
      setSubmitError(
        isApiError(error) && error.code === ErrorCode.VERSION_CONFLICT
          ? CONFLICT_TEXT
          : resumeFailureText(error, SAVE_FAILED_TEXT),
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Edit resume
          </Heading>
          <Text color="fg.muted">The resume’s name, what it is for, and the address people open it at.</Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body>
            <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit resume">
              <Stack gap="5">
                <Field.Root invalid={Boolean(errors.name)} required ids={{ control: 'resume-name' }}>
                  <Field.Label>
                    Name <Field.RequiredIndicator />
                  </Field.Label>
                  <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
                  <Field.ErrorText>{errors.name}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.description)} ids={{ control: 'resume-description' }}>
                  <Field.Label>Description</Field.Label>
                  <Textarea
                    rows={4}
                    value={description}
                    onChange={(e) => setDescription(e.currentTarget.value)}
                    placeholder="What this version is for, e.g. “Product roles at fintech startups”"
                  />
                  {errors.description ? (
                    <Field.ErrorText>{errors.description}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>Only you see this.</Field.HelperText>
                  )}
                </Field.Root>
                <Field.Root invalid={slugError !== null} ids={{ control: 'resume-slug' }}>
                  <Field.Label>Address</Field.Label>
                  <Group attached w="full">
                    <InputAddon display={{ base: 'none', sm: 'flex' }}>/resumes/</InputAddon>
                    <Input
                      value={slug}
                      onChange={(e) => setSlug(e.currentTarget.value)}
                      autoCapitalize="none"
                      spellCheck={false}
                    />
                  </Group>
                  {slugError ? (
                    <Field.ErrorText>
                      <X size={14} aria-hidden /> {slugError}
                    </Field.ErrorText>
                  ) : (
                    <Field.HelperText aria-live="polite">
                      {slugHint(check, slugUnchanged) ?? 'Lower-case letters, digits and dashes.'}
                    </Field.HelperText>
                  )}
                </Field.Root>
                {submitError ? (
                  <Alert.Root status="error" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title>{submitError}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
                  <LinkButton href={`/resumes/${resume.slug || resume.id}`} variant="outline">
                    Cancel
                  </LinkButton>
                  <Button type="submit" colorPalette="indigo" loading={saving} loadingText="Saving…">
                    <Save aria-hidden /> Save changes
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
