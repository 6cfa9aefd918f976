import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  DataList,
  Grid,
  Heading,
  HStack,
  Link as ChakraLink,
  List,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Clock, MapPin, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Job } from '@/api/jobs/job-full'
import { CompanyFollowButton } from '@/entities/company/company-follow-button'
import { CompanyLogo } from '@/entities/company/company-logo'
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, formatSalaryRange } from '@/entities/job/job-format'
import { SaveJobButton } from '@/entities/job/save-job-button'
import { LastChecked } from '@/components/sync/last-checked'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { formatCount } from '@/lib/format-count'
import { DateText, RelativeDateText } from '@/lib/hydration/date-text'
import { useIsSignedIn } from '@/lib/session/use-session'
import { siteOrigin } from '@/lib/site-origin'
import { JobDescription } from './job-description'
import { JobJsonLd } from './job-json-ld'
import { acceptsApplications, JobStatusBanner } from './job-status-banner'
import { ShareButton } from './share-button'

type Props = {
  job: Job
  /** When the job was fetched (the query's dataUpdatedAt), for "last checked" when read offline. */
  updatedAt: number
  /** The last refresh failed: the page shows the copy kept on this device. */
  stale?: boolean
  /**
   * The owner's actions (edit, pause, clone, delete, analytics — the job-posting feature), rendered when the
   * job's permissions say canEdit. The route fills it.
   */
  ownerActions?: (job: Job) => ReactNode
  /** The site's origin for the share link and structured data (default: the page's). */
  origin?: string
}

const WORK_SETTING_LABELS = { Onsite: 'On-site', Remote: 'Remote', Hybrid: 'Hybrid' } as const

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2" ps="5" color="fg.muted">
      {items.map((item, index) => (
        <List.Item key={`${index}-${item}`}>{item}</List.Item>
      ))}
    </List.Root>
  )
}

function ApplyButton({ job }: { job: Job }) {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const applyPath = `/jobs/${encodeURIComponent(job.id)}/apply`
  if (!signedIn) {
    return (
      <Button
        colorPalette="indigo"
        onClick={() => void navigate({ to: '/login', search: { redirect: applyPath } })}
      >
        <Send aria-hidden /> Apply now
      </Button>
    )
  }
  return (
    <LinkButton href={applyPath} colorPalette="indigo">
      <Send aria-hidden /> Apply now
    </LinkButton>
  )
}

/**
 * /jobs/{id}: the full job — title, company block, location, type, level, salary, dates,
 * description, responsibilities, requirements and skills — with Apply, Save, Share, the owner's actions, a
 * status banner for a job that is not open, and schema.org JobPosting data.
 */
export function JobDetailPage({ job, updatedAt, stale = false, ownerActions, origin }: Props) {
  const pageOrigin = origin ?? siteOrigin()
  const url = `${pageOrigin}/jobs/${encodeURIComponent(job.id)}`
  const salary = formatSalaryRange(job)
  const open = acceptsApplications(job)
  const canEdit = job.permissions?.canEdit === true
  const canSave = job.permissions?.canSave !== false
  // The server rendered the page right after loading the job (updatedAt): its HTML counts "posted … ago" from then.
  // Dates are leaves (DateText): the re-render after hydration redraws them, not this page.

  const overview: [string, ReactNode][] = [
    ['Employment type', job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : null],
    ['Experience level', job.experienceLevel ? EXPERIENCE_LEVEL_LABELS[job.experienceLevel] : null],
    ['Work setting', job.workSetting ? WORK_SETTING_LABELS[job.workSetting] : job.isRemote ? 'Remote' : null],
    ['Salary', salary],
    ['Posted', job.postedDate ? <DateText value={job.postedDate} renderedAt={updatedAt} /> : null],
    ['Apply by', job.expiryDate ? <DateText value={job.expiryDate} renderedAt={updatedAt} /> : null],
    ['Applicants', formatCount(job.applicationCount)],
    ['Views', formatCount(job.viewCount)],
  ]

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
      <JobJsonLd job={job} origin={pageOrigin} />
      <Stack gap={{ base: '5', md: '6' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <AppLink
            href="/jobs"
            fontSize="sm"
            color="fg.muted"
            display="inline-flex"
            gap="1"
            alignItems="center"
          >
            <ArrowLeft aria-hidden size={16} /> All jobs
          </AppLink>
          <LastChecked updatedAt={updatedAt} stale={stale} />
        </HStack>

        <JobStatusBanner job={job} />

        <Stack as="header" gap="4">
          <HStack gap="4" align="flex-start">
            <CompanyLogo name={job.company} logo={job.companyLogo} size="xl" />
            <Stack gap="1.5" minW="0" flex="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2" overflowWrap="anywhere">
                {job.title}
              </Heading>
              <AppLink
                href={`/companies/${encodeURIComponent(job.companyId)}`}
                fontWeight="medium"
                color="indigo.fg"
                width="fit-content"
              >
                {job.company}
              </AppLink>
            </Stack>
          </HStack>

          <Wrap gap="2" align="center">
            {job.location ? (
              <HStack gap="1" color="fg.muted" fontSize="sm" me="2">
                <MapPin aria-hidden size={16} />
                <Text as="span">{job.location}</Text>
              </HStack>
            ) : null}
            {job.isRemote ? <Badge colorPalette="green">Remote</Badge> : null}
            {job.employmentType ? <Badge>{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</Badge> : null}
            {job.experienceLevel ? (
              <Badge variant="outline">{EXPERIENCE_LEVEL_LABELS[job.experienceLevel]}</Badge>
            ) : null}
          </Wrap>

          {salary ? (
            <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" data-testid="job-salary">
              {salary}
            </Text>
          ) : null}

          <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
            {job.postedDate ? (
              <HStack gap="1">
                <Clock aria-hidden size={14} />
                <Text as="span">
                  Posted <RelativeDateText value={job.postedDate} renderedAt={updatedAt} lowercase />
                </Text>
              </HStack>
            ) : null}
            {job.expiryDate && open ? (
              <Text as="span">
                Apply by <DateText value={job.expiryDate} renderedAt={updatedAt} />
              </Text>
            ) : null}
            <Text as="span">
              {formatCount(job.applicationCount)} {job.applicationCount === 1 ? 'applicant' : 'applicants'}
            </Text>
          </HStack>

          <HStack gap="3" wrap="wrap">
            {open && !canEdit ? <ApplyButton job={job} /> : null}
            {canEdit ? null : (
              <SaveJobButton
                jobId={job.id}
                jobTitle={job.title}
                job={job}
                variant="button"
                size="md"
                onlyWhenSaved={!canSave}
                {...(job.isSaved === undefined ? {} : { initialSaved: job.isSaved })}
              />
            )}
            {canEdit && ownerActions ? <Box data-testid="job-owner-actions">{ownerActions(job)}</Box> : null}
            <ShareButton url={url} title={`${job.title} at ${job.company}`} />
          </HStack>
        </Stack>

        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
          gap={{ base: '6', lg: '10' }}
        >
          <Stack gap="8" minW="0">
            <Section title="About the role">
              <JobDescription text={job.description} />
            </Section>
            {job.responsibilities.length > 0 ? (
              <Section title="Responsibilities">
                <BulletList items={job.responsibilities} />
              </Section>
            ) : null}
            {job.requirements.length > 0 ? (
              <Section title="Requirements">
                <BulletList items={job.requirements} />
              </Section>
            ) : null}
            {job.skills.length > 0 ? (
              <Section title="Skills">
                <Wrap gap="2">
                  {job.skills.map((skill) => (
                    <Badge key={skill} size="lg" variant="surface" colorPalette="indigo">
                      {skill}
                    </Badge>
                  ))}
                </Wrap>
              </Section>
            ) : null}
          </Stack>

          <Stack as="aside" gap="4" aria-label="About this job">
            <Card.Root variant="outline" size="sm">
              <Card.Body gap="4">
                <Heading as="h2" size="md">
                  Job overview
                </Heading>
                <DataList.Root orientation="horizontal" size="sm" gap="2.5">
                  {overview
                    .filter(([, value]) => value !== null && value !== undefined)
                    .map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
                        <DataList.ItemValue>{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                </DataList.Root>
              </Card.Body>
            </Card.Root>

            <Card.Root variant="outline" size="sm">
              <Card.Body gap="3">
                <HStack gap="3">
                  <CompanyLogo name={job.company} logo={job.companyLogo} size="md" />
                  <Stack gap="0" minW="0">
                    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                      Hiring company
                    </Text>
                    <Heading as="h2" size="md" truncate>
                      {job.company}
                    </Heading>
                  </Stack>
                </HStack>
                {!canEdit ? (
                  <CompanyFollowButton companyId={job.companyId} companyName={job.company} />
                ) : null}
                <Stack gap="1.5" fontSize="sm">
                  <AppLink href={`/companies/${encodeURIComponent(job.companyId)}`} color="indigo.fg">
                    View company profile
                  </AppLink>
                  <ChakraLink asChild color="indigo.fg">
                    <RouterLink to="/jobs" search={{ company: job.company }}>
                      More jobs at {job.company}
                    </RouterLink>
                  </ChakraLink>
                </Stack>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
      </Stack>
    </Container>
  )
}
