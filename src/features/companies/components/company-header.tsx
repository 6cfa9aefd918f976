import { Badge, Box, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react'
import { Building2, CalendarDays, ExternalLink, MapPin, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { companyDisplayName } from '@/api/companies/company-names'
import { companySizeLabel } from '@/entities/company/company-presentation'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { CompanyFollowButton, followersLabel } from '@/entities/company/company-follow-button'
import { CompanyLogo } from '@/entities/company/company-logo'
import { displayUrl, formatCompanyLocation, specified } from '../lib/company-display'

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      {icon}
      <Text as="span">{children}</Text>
    </HStack>
  )
}

/**
 * The profile's header: logo, name, tagline, industry, size, founded, headquarters, website, and the follow
 * button with the follower count (not on one's own company, where the status shows instead).
 */
export function CompanyHeader({ company }: { company: CompanyProfile }) {
  const { data } = company
  const name = companyDisplayName(company.name)
  const industry = specified(data.industry)
  const size = specified(data.size)
  const headquarters = formatCompanyLocation(data.headquarters) || company.location
  const website = data.website ?? company.website
  const own = company.isOwner || company.canEdit
  const followable = !own && company.status !== 'draft' && company.status !== 'onboarding'

  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '4', md: '6' }}
      align={{ base: 'flex-start', md: 'center' }}
      p={{ base: '5', md: '8' }}
      borderWidth="1px"
      borderRadius="2xl"
      bg="bg.panel"
      bgGradient="to-br"
      gradientFrom="indigo.subtle"
      gradientVia="bg.panel"
      gradientTo="bg.panel"
    >
      <CompanyLogo name={name} logo={data.logo ?? company.logo} size="2xl" />
      <Stack gap="2" flex="1" minW="0">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {name}
        </Heading>
        {data.tagline ? (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {data.tagline}
          </Text>
        ) : null}
        <Wrap gap={{ base: '2', md: '4' }} mt="1" align="center">
          {industry ? (
            <Badge colorPalette="indigo" variant="subtle">
              <Building2 aria-hidden size={12} /> {industry}
            </Badge>
          ) : null}
          {size ? <Meta icon={<Users aria-hidden size={14} />}>{companySizeLabel(size)}</Meta> : null}
          {data.founded ? (
            <Meta icon={<CalendarDays aria-hidden size={14} />}>Founded {data.founded}</Meta>
          ) : null}
          {headquarters ? <Meta icon={<MapPin aria-hidden size={14} />}>{headquarters}</Meta> : null}
          {website ? (
            <Link
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              fontSize="sm"
              colorPalette="indigo"
              color="colorPalette.fg"
            >
              <ExternalLink aria-hidden size={14} /> {displayUrl(website)}
              <Box as="span" srOnly>
                (opens in a new tab)
              </Box>
            </Link>
          ) : null}
        </Wrap>
      </Stack>
      <Box flexShrink={0}>
        {followable ? (
          <CompanyFollowButton
            companyId={company.id}
            companyName={company.name}
            followers={company.followers}
            isFollowing={company.isFollowing}
            size="md"
          />
        ) : (
          <Text color="fg.muted" fontSize="sm" data-testid="company-followers">
            {followersLabel(company.followers)}
          </Text>
        )}
      </Box>
    </Stack>
  )
}
