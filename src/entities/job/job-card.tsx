import { Badge, Box, Card, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react'
import { Clock, Eye, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ExperienceLevel, ListEmploymentType } from '@/api/jobs/job-list-enums'
import type { SalaryPeriod } from '@/api/jobs/job-salary'
import { AppLink } from '@/components/ui/app-link'
import { RelativeDateText } from '@/lib/hydration/date-text'
import { formatCount } from '@/lib/format-count'
import { CompanyLogo } from '../company/company-logo'
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, formatSalaryRange } from './job-format'

/**
 * What a job card shows. A `Job` (list, detail, saved) and a `JobSummary` (dashboards) both fit as they are:
 * the view count is `viewCount` on the one and `views` on the other.
 */
export type JobCardData = {
  id: string
  title: string
  /** The company's name. */
  company: string
  companyId: string
  companyLogo?: string | null
  location: string | null
  isRemote: boolean
  employmentType: ListEmploymentType | null
  experienceLevel?: ExperienceLevel | null
  salaryMin: number | null
  salaryMax: number | null
  currency: string | null
  salaryPeriod?: SalaryPeriod | null
  postedDate: string | null
  createdAt?: string
  skills?: readonly string[]
  viewCount?: number
  views?: number
}

export type JobCardProps = {
  job: JobCardData
  /** 'grid' (default): a tile; 'list': a wide row from the md breakpoint. */
  variant?: 'grid' | 'list'
  /** The save toggle (`SaveJobButton` from entities/job), placed top right. */
  saveSlot?: ReactNode
  /** A line above the title, e.g. "No longer accepting applications" on a saved job that closed. */
  notice?: ReactNode
  /** Fades the card (a job that can no longer be applied to). */
  dimmed?: boolean
  /** The title's heading level: h3 under a page's h2 sections (default), h2 directly under the h1. */
  headingLevel?: 'h2' | 'h3'
  /** How many skills to show before "+N" (default 3). */
  maxSkills?: number
  /**
   * What the relative dates count from: on a server-rendered list, useDateFormat(query.dataUpdatedAt).now, so the
   * hydration render counts from the instant the server did. Default: now (the server's render time while
   * hydrating is unknown here, so a card can differ from the HTML if a day boundary passed in between).
   */
  now?: Date
}

/**
 * The shared job card (spec: "Shared content cards"): the title links to /jobs/{id}, the company to
 * /companies/{companyId}; location, remote, employment type, salary with currency and period, posted date
 * ('3 days ago'), views with K/M, a few skills, and a slot for the save toggle.
 */
export function JobCard({
  job,
  variant = 'grid',
  saveSlot,
  notice,
  dimmed = false,
  headingLevel = 'h3',
  maxSkills = 3,
  now,
}: JobCardProps) {
  const list = variant === 'list'
  const salary = formatSalaryRange(job, { compact: true })
  const views = job.viewCount ?? job.views
  const skills = job.skills ?? []
  const shownSkills = skills.slice(0, maxSkills)
  const posted = job.postedDate ?? job.createdAt ?? null

  return (
    <Card.Root
      as="article"
      aria-label={`${job.title} at ${job.company}`}
      data-testid="job-card"
      size="sm"
      variant="outline"
      height="full"
      opacity={dimmed ? 0.75 : 1}
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'indigo.muted', shadow: 'sm' }}
    >
      <Card.Body gap="3" flexDirection={list ? { base: 'column', md: 'row' } : 'column'}>
        <HStack align="flex-start" gap="3" flex="1" minW="0">
          <CompanyLogo name={job.company} logo={job.companyLogo} size={list ? 'md' : 'sm'} />
          <Stack gap="1.5" flex="1" minW="0">
            {notice}
            <Heading as={headingLevel} size="md" lineHeight="1.3" overflowWrap="anywhere">
              <AppLink href={`/jobs/${job.id}`} color="fg" _hover={{ color: 'indigo.fg' }}>
                {job.title}
              </AppLink>
            </Heading>
            <AppLink
              href={`/companies/${job.companyId}`}
              fontSize="sm"
              color="fg.muted"
              width="fit-content"
              _hover={{ color: 'indigo.fg' }}
            >
              {job.company}
            </AppLink>
            <Wrap gap="1.5" pt="0.5" align="center">
              {job.location ? (
                <HStack gap="1" fontSize="sm" color="fg.muted" me="1">
                  <MapPin size={14} aria-hidden />
                  <Text as="span">{job.location}</Text>
                </HStack>
              ) : null}
              {job.isRemote ? (
                <Badge colorPalette="green" variant="subtle">
                  Remote
                </Badge>
              ) : null}
              {job.employmentType ? (
                <Badge variant="subtle">{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</Badge>
              ) : null}
              {job.experienceLevel ? (
                <Badge variant="outline">{EXPERIENCE_LEVEL_LABELS[job.experienceLevel]}</Badge>
              ) : null}
            </Wrap>
          </Stack>
          {saveSlot ? (
            <Box flexShrink={0} mt="-1" me="-1">
              {saveSlot}
            </Box>
          ) : null}
        </HStack>

        <Stack
          gap="2"
          justify="space-between"
          minW={list ? { md: '15rem' } : undefined}
          maxW={list ? { md: '18rem' } : undefined}
          flex={list ? { md: '0 0 auto' } : '1'}
          ps={list ? undefined : { base: '0', sm: '12' }}
        >
          {salary ? (
            <Text fontWeight="semibold" fontSize="sm" data-testid="job-card-salary">
              {salary}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Salary not listed
            </Text>
          )}
          {shownSkills.length > 0 ? (
            <Wrap gap="1" aria-label="Skills">
              {shownSkills.map((skill) => (
                <Badge key={skill} size="sm" variant="surface" colorPalette="indigo">
                  {skill}
                </Badge>
              ))}
              {skills.length > shownSkills.length ? (
                <Badge size="sm" variant="plain" color="fg.muted">
                  +{skills.length - shownSkills.length}
                </Badge>
              ) : null}
            </Wrap>
          ) : null}
          <HStack gap="3" fontSize="xs" color="fg.muted" mt="auto">
            {posted ? (
              <HStack gap="1">
                <Clock size={12} aria-hidden />
                <Text as="span">
                  <Text as="span" srOnly>
                    Posted{' '}
                  </Text>
                  <RelativeDateText value={posted} now={now} />
                </Text>
              </HStack>
            ) : null}
            {views !== undefined ? (
              <HStack gap="1">
                <Eye size={12} aria-hidden />
                <Text as="span">
                  {formatCount(views)}
                  <Text as="span" srOnly>
                    {' '}
                    views
                  </Text>
                </Text>
              </HStack>
            ) : null}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
