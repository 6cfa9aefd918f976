import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { ListChecks, Pencil, Rocket } from 'lucide-react'
import { showsSetupProgress } from '@/entities/company/company-presentation'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { SetupProgress } from '@/entities/company/setup-progress'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { usePublishCompany } from '../api/company-writes'
import { STATUS_LABELS, STATUS_PALETTES } from '../lib/company-display'
import { companyErrorMessage } from '../lib/company-errors'

/**
 * What the company's own people can do from its profile (canEdit / canManage): edit it; while it is being set
 * up, continue the onboarding and — for the owner, at 100 % — publish it.
 */
export function CompanyOwnerTools({ company }: { company: CompanyProfile }) {
  const publish = usePublishCompany(company.id)
  if (!company.canEdit) return null
  const setup = showsSetupProgress(company.status)
  const ready = company.onboardingProgress >= 100

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: () => toaster.create({ type: 'success', title: 'Company published.' }),
      onError: (error) => toaster.create({ type: 'error', title: companyErrorMessage(error) }),
    })

  return (
    <Stack
      as="aside"
      aria-label="Manage this company"
      gap="4"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderColor={setup ? 'orange.muted' : 'border'}
      bg={setup ? 'orange.subtle/40' : 'bg.panel'}
      borderRadius="xl"
    >
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        gap="3"
        align={{ md: 'center' }}
      >
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            {setup ? 'Your company page is not published yet' : 'You manage this company'}
          </Text>
          <Badge colorPalette={STATUS_PALETTES[company.status]} variant="subtle">
            {STATUS_LABELS[company.status]}
          </Badge>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <LinkButton href={`/companies/edit/${company.id}`} size="sm" variant="outline">
            <Pencil aria-hidden /> Edit profile
          </LinkButton>
          {setup ? (
            <LinkButton href={`/companies/create/${company.id}`} size="sm" variant="outline">
              <ListChecks aria-hidden /> Continue setup
            </LinkButton>
          ) : null}
          {setup && company.canManage ? (
            <Button
              size="sm"
              colorPalette="green"
              disabled={!ready}
              loading={publish.isPending}
              onClick={onPublish}
            >
              <Rocket aria-hidden /> Publish
            </Button>
          ) : null}
          {!setup && company.canEdit ? (
            <LinkButton href="/jobs/create" size="sm" variant="ghost">
              Post a job
            </LinkButton>
          ) : null}
        </HStack>
      </Stack>
      {setup ? (
        <Stack gap="2">
          <SetupProgress progress={company.onboardingProgress} />
          {!ready ? (
            <Text fontSize="sm" color="fg.muted">
              Complete the required setup tasks to publish your page.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  )
}
