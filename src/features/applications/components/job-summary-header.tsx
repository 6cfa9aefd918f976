import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { Building2, MapPin } from 'lucide-react'
import type { Job } from '@/api/jobs/job-full'
import { AppLink } from '@/components/ui/app-link'
import { formatRelativeDate } from '@/lib/dates'

const EMPLOYMENT_LABELS: Record<string, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  remote: 'Remote',
}

/** The job at the top of the apply page and the review board: what it is, who posts it, where. */
export function JobSummaryHeader({ job, eyebrow }: { job: Job; eyebrow: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {eyebrow}
        </Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          <AppLink href={`/jobs/${job.id}`} color="fg" _hover={{ color: 'indigo.fg' }}>
            {job.title}
          </AppLink>
        </Heading>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: '1', sm: '4' }}
          color="fg.muted"
          fontSize="sm"
        >
          <HStack gap="1.5">
            <Building2 size={16} aria-hidden />
            <AppLink href={`/companies/${job.companyId}`}>{job.company}</AppLink>
          </HStack>
          {job.location ? (
            <HStack gap="1.5">
              <MapPin size={16} aria-hidden />
              <Text>{job.location}</Text>
            </HStack>
          ) : null}
          {job.postedDate ? <Text>Posted {formatRelativeDate(job.postedDate).toLowerCase()}</Text> : null}
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          {job.employmentType ? (
            <Badge variant="subtle">{EMPLOYMENT_LABELS[job.employmentType] ?? job.employmentType}</Badge>
          ) : null}
          {job.isRemote ? (
            <Badge variant="subtle" colorPalette="green">
              Remote
            </Badge>
          ) : null}
          {job.status !== 'active' || job.isExpired ? (
            <Badge variant="subtle" colorPalette="orange">
              {job.isExpired ? 'Expired' : job.status.charAt(0).toUpperCase() + job.status.slice(1)}
            </Badge>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
