import { Badge, Box, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Building2 } from 'lucide-react'
import { JOB_ALERT_FREQUENCY_LABELS } from '@/entities/job-alert/alert-frequency-labels'
import { EmptyState } from '@/entities/application/empty-state'
import { StageBadge } from '@/entities/application/stage-badge'
import { StaleFlag } from '@/entities/application/stale-flag'
import { AppLink } from '@/components/ui/app-link'
import { useMyApplications } from '@/entities/application/my-applications'
import { formatRelativeDate } from '@/lib/dates'
import { useFollowedCompanies } from '@/entities/company/follows/use-company-follow'
import { useJobAlerts } from '@/entities/job-alert/job-alerts'
import { useSavedJobs } from '@/entities/job/saves/use-job-save'
import { WidgetCard } from './widget-card'

const SHOWN = 4

const relative = (date: string) => formatRelativeDate(date).toLowerCase()

const SAVED_STATE_LABELS = {
  closed: 'Closed',
  expired: 'Expired',
  unavailable: 'No longer listed',
  deleted: 'Removed',
} as const

function Row({ children }: { children: React.ReactNode }) {
  return (
    <HStack
      as="li"
      justify="space-between"
      align="flex-start"
      gap="3"
      py="2.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      {children}
    </HStack>
  )
}

export function ApplicationsWidget() {
  const query = useMyApplications()
  const items = query.data?.items ?? []
  return (
    <WidgetCard
      title="Your applications"
      count={query.data?.total}
      seeAll={{ href: '/applications' }}
      isPending={query.isPending}
      error={query.data ? null : query.error}
      onRetry={() => void query.refetch()}
    >
      {items.length === 0 ? (
        <EmptyState
          compact
          title="No applications yet"
          description="Apply to a job and follow its stage here."
          action={{ label: 'Find jobs', href: '/jobs' }}
        />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {items.slice(0, SHOWN).map((application) => (
            <Row key={application.id}>
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" lineClamp={2}>
                  <AppLink href={`/jobs/${application.job.id}`} color="fg">
                    {application.job.title}
                  </AppLink>
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {application.job.company} · updated {relative(application.stageChangedAt)}
                </Text>
              </Stack>
              <Stack gap="1" align="flex-end" flexShrink={0}>
                <StageBadge stage={application.stage} />
                <StaleFlag stage={application.stage} stageChangedAt={application.stageChangedAt} />
              </Stack>
            </Row>
          ))}
        </Stack>
      )}
    </WidgetCard>
  )
}

export function SavedJobsWidget() {
  const saved = useSavedJobs()
  return (
    <WidgetCard
      title="Saved jobs"
      count={saved.isPending ? undefined : saved.items.length}
      seeAll={{ href: '/jobs?tab=saved' }}
      isPending={saved.isPending}
      error={saved.items.length > 0 || saved.lastCheckedAt !== null ? null : saved.error}
      onRetry={saved.refetch}
    >
      {saved.items.length === 0 ? (
        <EmptyState
          compact
          title="No saved jobs"
          description="Save jobs while you browse; they stay readable offline."
          action={{ label: 'Browse jobs', href: '/jobs' }}
        />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {saved.items.slice(0, SHOWN).map((item) => (
            <Row key={item.jobId}>
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" lineClamp={2}>
                  <AppLink href={`/jobs/${item.jobId}`} color="fg">
                    {item.title}
                  </AppLink>
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {item.company}
                  {item.job?.location ? ` · ${item.job.location}` : ''} · saved {relative(item.savedAt)}
                </Text>
              </Stack>
              {item.state !== 'active' ? (
                <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
                  {SAVED_STATE_LABELS[item.state]}
                </Badge>
              ) : item.pending ? (
                <Badge variant="subtle" flexShrink={0}>
                  Waiting to sync
                </Badge>
              ) : null}
            </Row>
          ))}
        </Stack>
      )}
    </WidgetCard>
  )
}

export function FollowedCompaniesWidget() {
  const followed = useFollowedCompanies()
  const companies = followed.companies
  return (
    <WidgetCard
      title="Followed companies"
      count={followed.isPending ? undefined : companies.length}
      seeAll={{ href: '/companies', label: 'Browse' }}
      isPending={followed.isPending && companies.length === 0}
      error={companies.length > 0 ? null : followed.error}
      onRetry={() => void followed.refetch()}
    >
      {companies.length === 0 ? (
        <EmptyState
          compact
          title="Not following anyone yet"
          description="Follow companies to keep their new jobs in view."
          action={{ label: 'Explore companies', href: '/companies' }}
        />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {companies.slice(0, SHOWN).map((company) => (
            <Row key={company.id}>
              <HStack gap="3" minW="0">
                <Box
                  boxSize="8"
                  borderRadius="md"
                  bg="bg.muted"
                  flexShrink={0}
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  overflow="hidden"
                >
                  {company.logo ? (
                    <Image src={company.logo} alt="" boxSize="8" objectFit="cover" loading="lazy" />
                  ) : (
                    <Building2 size={16} aria-hidden />
                  )}
                </Box>
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" lineClamp={2}>
                    <AppLink href={`/companies/${company.id}`} color="fg">
                      {company.name}
                    </AppLink>
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {company.industry}
                  </Text>
                </Stack>
              </HStack>
              <AppLink
                href={`/jobs?company=${encodeURIComponent(company.name)}`}
                fontSize="xs"
                flexShrink={0}
              >
                {company.activeJobCount} open job{company.activeJobCount === 1 ? '' : 's'}
              </AppLink>
            </Row>
          ))}
        </Stack>
      )}
    </WidgetCard>
  )
}

export function AlertsWidget() {
  const query = useJobAlerts()
  const items = query.data?.items ?? []
  return (
    <WidgetCard
      title="Job alerts"
      count={query.data ? items.length : undefined}
      seeAll={{ href: '/alerts', label: 'Manage' }}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {items.length === 0 ? (
        <EmptyState
          compact
          title="No job alerts"
          description="Search for jobs and create an alert to get new matches by email."
          action={{ label: 'Search jobs', href: '/jobs' }}
        />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {items.slice(0, SHOWN).map((alert) => (
            <Row key={alert.id}>
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>
                  {alert.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {JOB_ALERT_FREQUENCY_LABELS[alert.frequency]}
                </Text>
              </Stack>
              <Badge
                colorPalette={alert.status === 'paused' ? 'gray' : 'green'}
                variant="subtle"
                flexShrink={0}
              >
                {alert.status === 'paused' ? 'Paused' : 'Active'}
              </Badge>
            </Row>
          ))}
        </Stack>
      )}
    </WidgetCard>
  )
}

/** The job seeker's dashboard blocks: applications, saved jobs, followed companies, alerts. */
export function SeekerWidgets() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <ApplicationsWidget />
      <SavedJobsWidget />
      <FollowedCompaniesWidget />
      <AlertsWidget />
    </SimpleGrid>
  )
}
