import { Box, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { COMPANY_STATUS_TRANSITIONS } from '@/api/companies/company-status'
import { companyDisplayName } from '@/api/companies/company-names'
import { showsSetupProgress } from '@/entities/company/company-presentation'
import type { CompanyProfile } from '@/api/companies/company-profile'
import type { UpdateCompanyInput } from '@/api/companies/company-write-input'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api-client/api-error'
import { useUpdateCompany } from '../api/company-writes'
import { STATUS_LABELS } from '../lib/company-display'
import { companyErrorMessage } from '../lib/company-errors'
import {
  FORM_SECTIONS,
  formValuesFromProfile,
  SECTION_TITLES,
  serverFieldErrors,
  toUpdateInput,
  validateCompanyInput,
  type CompanyFormValues,
  type FieldErrors,
} from '../lib/company-form'
import { CompanyAccessState } from './company-access-state'
import { CompanyFormSection } from './company-form-section'
import { SelectField } from './form-fields'
import { UnsavedChangesGuard } from './unsaved-changes-guard'

type Publication = { status: string; visibility: string }

/** Focuses the first field the validation marked, so a long form shows what to fix. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form[aria-label="Edit company"] [aria-invalid="true"]')
    field?.focus()
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  })
}

function PublicationSection({
  company,
  value,
  onChange,
  errors,
}: {
  company: CompanyProfile
  value: Publication
  onChange: (value: Publication) => void
  errors: FieldErrors
}) {
  const targets = [company.status, ...COMPANY_STATUS_TRANSITIONS[company.status]]
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        label="Status"
        name="status"
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        options={targets.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        placeholder="Status"
        error={errors['status']}
        helper="Paused and inactive companies are hidden from the public list."
      />
      <SelectField
        label="Visibility"
        name="visibility"
        value={value.visibility}
        onChange={(visibility) => onChange({ ...value, visibility })}
        options={[
          { value: 'public', label: 'Public' },
          { value: 'private', label: 'Private' },
        ]}
        placeholder="Visibility"
        error={errors['visibility']}
      />
    </SimpleGrid>
  )
}

function EditForm({ company }: { company: CompanyProfile }) {
  const navigate = useNavigate()
  const update = useUpdateCompany(company.id)
  const [values, setValues] = useState<CompanyFormValues>(() => formValuesFromProfile(company))
  const published = !showsSetupProgress(company.status)
  const initialPublication = {
    status: company.status,
    visibility: company.visibility === 'private' ? 'private' : 'public',
  }
  const [publication, setPublication] = useState<Publication>(initialPublication)
  const [dirty, setDirty] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)

  // Leave only once the guard has seen that nothing is unsaved any more.
  useEffect(() => {
    if (leaving && !dirty) void navigate({ to: '/companies/$id', params: { id: company.id } })
  }, [leaving, dirty, navigate, company.id])

  const change = (update: (v: CompanyFormValues) => CompanyFormValues) => {
    setValues(update)
    setDirty(true)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input: UpdateCompanyInput = { ...toUpdateInput(values) }
    if (published && company.canManage) {
      if (publication.status !== company.status)
        input.status = publication.status as UpdateCompanyInput['status']
      if (publication.visibility !== initialPublication.visibility) {
        input.visibility = publication.visibility as UpdateCompanyInput['visibility']
      }
    }
    const checked = validateCompanyInput(input)
    if (!checked.ok) {
      setErrors(checked.errors)
      setFormError('Please fix the highlighted fields.')
      focusFirstError()
      return
    }
    setErrors({})
    setFormError(null)
    update.mutate(checked.input, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: 'Company updated.' })
        setDirty(false)
        setLeaving(true)
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(serverFieldErrors(error.details))
        setFormError(companyErrorMessage(error))
        focusFirstError()
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Edit company" aria-busy={update.isPending}>
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Edit {companyDisplayName(company.name)}
          </Heading>
          <Text color="fg.muted">Everything candidates see on your company page.</Text>
        </Stack>
        {formError ? (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {formError}
          </Text>
        ) : null}
        {published && company.canManage ? (
          <Card.Root as="section" aria-labelledby="section-publication">
            <Card.Header>
              <Heading as="h2" id="section-publication" size="md">
                Status & visibility
              </Heading>
            </Card.Header>
            <Card.Body>
              <PublicationSection
                company={company}
                value={publication}
                onChange={(next) => {
                  setPublication(next)
                  setDirty(true)
                }}
                errors={errors}
              />
            </Card.Body>
          </Card.Root>
        ) : null}
        {FORM_SECTIONS.map((section) => (
          <Card.Root key={section} as="section" aria-labelledby={`section-${section}`}>
            <Card.Header>
              <Heading as="h2" id={`section-${section}`} size="md">
                {SECTION_TITLES[section]}
              </Heading>
            </Card.Header>
            <Card.Body>
              <CompanyFormSection
                section={section}
                values={values}
                onChange={change}
                errors={errors}
                disabled={update.isPending}
              />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Box
        position="sticky"
        bottom="var(--reelhire-bottom-bar-offset, 0px)"
        mt="6"
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '5' }}
        py="3"
        bg="bg.panel/95"
        backdropFilter="blur(6px)"
        borderTopWidth="1px"
        borderWidth={{ md: '1px' }}
        borderRadius={{ md: 'xl' }}
        zIndex="docked"
      >
        <HStack justify="space-between" gap="3">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {dirty ? 'Unsaved changes' : ''}
          </Text>
          <HStack gap="2">
            <LinkButton href={`/companies/${company.id}`} variant="ghost">
              Cancel
            </LinkButton>
            <Button type="submit" colorPalette="indigo" loading={update.isPending} loadingText="Saving…">
              Save changes
            </Button>
          </HStack>
        </HStack>
      </Box>
    </form>
  )
}

/** /companies/edit/{id}: the whole company profile in one form, validated with the contract's schema. */
export function CompanyEditPage({ company }: { company: CompanyProfile }) {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {company.canEdit ? (
        <EditForm company={company} />
      ) : (
        <CompanyAccessState
          title="You can't edit this company"
          description="Only the company's owner and its recruiters can edit its page."
          actions={
            <LinkButton href={`/companies/${company.id}`} variant="outline">
              View company
            </LinkButton>
          }
        />
      )}
    </Container>
  )
}
