import { Badge, Box, Card, Heading, HStack, LinkOverlay, Stack, Text, Wrap } from '@chakra-ui/react'
import { Briefcase, MapPin, Users } from 'lucide-react'
import { companyDisplayName } from '@/api/companies/company-names'
import { companySizeLabel, showsSetupProgress } from './company-presentation'
import { NOT_SPECIFIED, type Company } from '@/api/companies/company'
import { AppLink } from '@/components/ui/app-link'
import { formatCount } from '@/lib/format-count'
import { useSession } from '@/lib/session/use-session'
import { CompanyFollowButton, CompanyFollowerCount, followersLabel } from './company-follow-button'
import { CompanyLogo } from './company-logo'
import { SetupProgress } from './setup-progress'

type Props = {
  company: Company
  /** Hides the follow button (e.g. on the owner's own dashboard); it is always hidden on one's own company. */
  hideFollow?: boolean
  /** Heading level of the company name inside the page's outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4'
}

export const openJobsLabel = (count: number) => `${formatCount(count)} open ${count === 1 ? 'job' : 'jobs'}`

const specified = (value: string | null | undefined) => (value && value !== NOT_SPECIFIED ? value : null)

/**
 * A company in a list (spec: "Shared content cards"): logo or initials, name linking to /companies/{id},
 * tagline, industry, size, location, open jobs (linking to /jobs?company={name}), followers (K/M) and the
 * follow button. A draft or onboarding company shows its setup progress, 'Ready to publish' at 100.
 */
export function CompanyCard({ company, hideFollow = false, headingLevel = 'h3' }: Props) {
  const userId = useSession((s) => s.user?.id ?? null)
  const name = companyDisplayName(company.name)
  const industry = specified(company.industry)
  const size = specified(company.size)
  const setup = showsSetupProgress(company.status)
  const ownCompany = userId !== null && userId === company.userId
  const showFollow = !hideFollow && !ownCompany && !setup

  return (
    <Card.Root
      variant="outline"
      h="full"
      position="relative"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'indigo.muted', boxShadow: 'sm' }}
      data-testid="company-card"
    >
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <HStack gap="3" align="flex-start">
          <CompanyLogo name={name} logo={company.logo} />
          <Stack gap="1" minW="0">
            <Heading as={headingLevel} size="md" lineClamp={2}>
              <LinkOverlay asChild>
                <AppLink href={`/companies/${company.id}`} color="fg" _hover={{ color: 'indigo.fg' }}>
                  {name}
                </AppLink>
              </LinkOverlay>
            </Heading>
            {company.tagline ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {company.tagline}
              </Text>
            ) : null}
          </Stack>
        </HStack>

        <Wrap gap="2" fontSize="sm" color="fg.muted">
          {industry ? (
            <Badge colorPalette="indigo" variant="subtle">
              {industry}
            </Badge>
          ) : null}
          {size ? (
            <HStack gap="1">
              <Users aria-hidden size={14} />
              <Text as="span">{companySizeLabel(size)}</Text>
            </HStack>
          ) : null}
          {company.location ? (
            <HStack gap="1" minW="0">
              <MapPin aria-hidden size={14} />
              <Text as="span" truncate>
                {company.location}
              </Text>
            </HStack>
          ) : null}
        </Wrap>

        {setup ? <SetupProgress progress={company.onboardingProgress} /> : null}
      </Card.Body>
      <Card.Footer
        p={{ base: '4', md: '5' }}
        pt="0"
        justifyContent="space-between"
        alignItems="center"
        gap="3"
        flexWrap="wrap"
      >
        <Stack gap="0.5" fontSize="sm">
          <AppLink
            href={`/jobs?company=${encodeURIComponent(name)}`}
            position="relative"
            zIndex="1"
            display="inline-flex"
            alignItems="center"
            gap="1.5"
            color="fg"
            fontWeight="medium"
          >
            <Briefcase aria-hidden size={14} />
            {openJobsLabel(company.activeJobCount)}
          </AppLink>
          {showFollow ? (
            <CompanyFollowerCount companyId={company.id} followers={company.followers} />
          ) : (
            <Text as="span" color="fg.muted" data-testid="company-followers">
              {followersLabel(company.followers)}
            </Text>
          )}
        </Stack>
        {showFollow ? (
          <Box position="relative" zIndex="1">
            <CompanyFollowButton
              companyId={company.id}
              companyName={company.name}
              followers={company.followers}
              showCount={false}
            />
          </Box>
        ) : null}
      </Card.Footer>
    </Card.Root>
  )
}
