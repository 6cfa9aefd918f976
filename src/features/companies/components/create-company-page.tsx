import { Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { COMPANY_SIZES } from '@/api/companies/company-sizes'
import { companySizeLabel } from '@/entities/company/company-presentation'
import { CreateCompanyInputSchema } from '@/api/companies/company-write-input'
import { INDUSTRIES } from '@/api/companies/company-industries'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api-client/api-error'
import { useSession } from '@/lib/session/use-session'
import { useCreateCompany } from '../api/company-writes'
import { companyErrorMessage } from '../lib/company-errors'
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../lib/company-form'
import { canCreateCompany } from '../lib/company-permissions'
import { CompanyAccessState } from './company-access-state'
import { SelectField, TextField } from './form-fields'

export const ONLY_EMPLOYERS_TEXT = 'Only employers can create company pages'

/**
 * /companies/create: the first step — a name (and, if known, industry and size) creates a draft, then the
 * onboarding at /companies/create/{id} takes over. Employers and admins only.
 */
export function CreateCompanyPage() {
  const navigate = useNavigate()
  const role = useSession((s) => s.user?.role)
  const create = useCreateCompany()
  const [values, setValues] = useState({ name: '', industry: '', size: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)

  if (!canCreateCompany(role)) {
    return (
      <Container maxW="4xl" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
        <CompanyAccessState
          title={ONLY_EMPLOYERS_TEXT}
          description="Company pages are created by employers (account owners). Ask your company's account owner to create it and add you as a recruiter, or sign up as an employer."
          actions={
            <>
              <LinkButton href="/companies" variant="outline">
                Browse companies
              </LinkButton>
              <LinkButton href="/for-recruiters" colorPalette="indigo">
                Hiring on ReelHire
              </LinkButton>
            </>
          }
        />
      </Container>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = { name: values.name, industry: values.industry, size: values.size }
    const parsed = v.safeParse(CreateCompanyInputSchema, input)
    if (!parsed.success) {
      setErrors(
        fieldErrorsOf(parsed.issues.map((i) => ({ path: v.getDotPath(i) ?? 'form', message: i.message }))),
      )
      return
    }
    setErrors({})
    setFormError(null)
    create.mutate(input, {
      onSuccess: (company) => {
        toaster.create({ type: 'success', title: 'Company created.' })
        void navigate({ to: '/companies/create/$id', params: { id: company.id } })
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? serverFieldErrors(error.details) : {}
        setErrors(fields)
        setFormError(companyErrorMessage(error))
      },
    })
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Text color="indigo.fg" fontWeight="semibold" fontSize="sm">
            Step 1 of 2
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Create your company page
          </Heading>
          <Text color="fg.muted">
            Start with the name. Next you&apos;ll add the details candidates look for, then publish when
            it&apos;s ready. Nothing is public until you publish.
          </Text>
        </Stack>
        <Card.Root>
          <Card.Body>
            <form noValidate onSubmit={submit} aria-label="Create company" aria-busy={create.isPending}>
              <Stack gap="5">
                {formError ? (
                  <Text role="alert" color="fg.error">
                    {formError}
                  </Text>
                ) : null}
                <TextField
                  label="Company name"
                  name="name"
                  required
                  value={values.name}
                  onChange={(name) => setValues((s) => ({ ...s, name }))}
                  error={errors['name']}
                  autoComplete="organization"
                  maxLength={120}
                  disabled={create.isPending}
                />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <SelectField
                    label="Industry"
                    name="industry"
                    value={values.industry}
                    onChange={(industry) => setValues((s) => ({ ...s, industry }))}
                    options={INDUSTRIES.map((value) => ({ value, label: value }))}
                    placeholder="Choose later"
                    error={errors['industry']}
                    disabled={create.isPending}
                  />
                  <SelectField
                    label="Company size"
                    name="size"
                    value={values.size}
                    onChange={(size) => setValues((s) => ({ ...s, size }))}
                    options={COMPANY_SIZES.map((value) => ({ value, label: companySizeLabel(value) }))}
                    placeholder="Choose later"
                    error={errors['size']}
                    disabled={create.isPending}
                  />
                </SimpleGrid>
                <HStack justify="flex-end" gap="2">
                  <LinkButton href="/companies" variant="ghost">
                    Cancel
                  </LinkButton>
                  <Button
                    type="submit"
                    colorPalette="indigo"
                    loading={create.isPending}
                    loadingText="Creating…"
                  >
                    Create and continue
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
