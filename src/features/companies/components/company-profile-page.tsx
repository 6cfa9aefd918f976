import { Box, Center, Container, Spinner, Stack, Tabs, Text } from '@chakra-ui/react'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { LastChecked } from '@/components/sync/last-checked'
import { toUserMessage } from '@/lib/api-client/api-error'
import { CompanyAboutTab } from './company-about-tab'
import { CompanyBenefitsTab } from './company-benefits-tab'
import { CompanyHeader } from './company-header'
import { CompanyJsonLd } from './company-json-ld'
import { CompanyJobsTab } from './company-jobs-tab'
import { CompanyLocationsTab } from './company-locations-tab'
import { CompanyOwnerTools } from './company-owner-tools'
import { CompanyStats } from './company-stats'
import { CompanyTeamTab } from './company-team-tab'
import { CompanyTechTab } from './company-tech-tab'
import { useCompany } from '../api/get-company'
import { PROFILE_TABS, type ProfileTab } from '../lib/profile-tabs'

type Props = {
  /** The id or slug of the URL. */
  id: string
  tab: ProfileTab
  onTabChange: (tab: ProfileTab) => void
  jobsPage: number
  onJobsPageChange: (page: number) => void
}

const TAB_LABELS: Record<ProfileTab, string> = {
  about: 'About',
  jobs: 'Jobs',
  benefits: 'Benefits & perks',
  tech: 'Tech stack',
  locations: 'Locations & contact',
  team: 'Team',
}

/** Whether the Team tab shows: only the company's own people receive the team. */
export const visibleTabs = (company: Pick<CompanyProfile, 'teamMembers' | 'canEdit'>): ProfileTab[] =>
  PROFILE_TABS.filter((tab) => tab !== 'team' || company.teamMembers.length > 0 || company.canEdit)

function ProfileBody({
  company,
  tab,
  onTabChange,
  jobsPage,
  onJobsPageChange,
  updatedAt,
  stale,
}: Omit<Props, 'id'> & {
  company: CompanyProfile
  updatedAt: number
  stale: boolean
}) {
  const tabs = visibleTabs(company)
  const current = tabs.includes(tab) ? tab : 'about'
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CompanyJsonLd company={company} />
      <LastChecked updatedAt={updatedAt} stale={stale} />
      <CompanyHeader company={company} />
      <CompanyOwnerTools company={company} />
      <CompanyStats companyId={company.id} />
      <Tabs.Root
        value={current}
        onValueChange={(e) => onTabChange(e.value as ProfileTab)}
        variant="line"
        colorPalette="indigo"
        lazyMount
      >
        <Box overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
          <Tabs.List minW="max-content">
            {tabs.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {TAB_LABELS[value]}
                {value === 'jobs' && company.activeJobCount > 0 ? ` (${company.activeJobCount})` : ''}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Content value="about" pt="6">
          <CompanyAboutTab company={company} />
        </Tabs.Content>
        <Tabs.Content value="jobs" pt="6">
          <CompanyJobsTab company={company} page={jobsPage} onPageChange={onJobsPageChange} />
        </Tabs.Content>
        <Tabs.Content value="benefits" pt="6">
          <CompanyBenefitsTab company={company} />
        </Tabs.Content>
        <Tabs.Content value="tech" pt="6">
          <CompanyTechTab company={company} />
        </Tabs.Content>
        <Tabs.Content value="locations" pt="6">
          <CompanyLocationsTab company={company} />
        </Tabs.Content>
        {tabs.includes('team') ? (
          <Tabs.Content value="team" pt="6">
            <CompanyTeamTab company={company} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </Stack>
  )
}

/**
 * /companies/{id}: header, stats, owner tools and the tabs of the company profile. The route's loader
 * has the profile in the cache (from this device when offline), so it is there on first render.
 */
export function CompanyProfilePage(props: Props) {
  const query = useCompany(props.id)
  return (
    <Container maxW="6xl" py={{ base: '5', md: '10' }} px={{ base: '4', md: '6' }}>
      {query.data ? (
        <ProfileBody
          {...props}
          company={query.data}
          updatedAt={query.dataUpdatedAt}
          stale={query.isRefetchError}
        />
      ) : query.isError ? (
        <Text role="alert" color="fg.muted" textAlign="center" py="16">
          {toUserMessage(query.error)}
        </Text>
      ) : (
        <Center minH="40vh" role="status">
          <Spinner size="lg" color="indigo.solid" />
        </Center>
      )}
    </Container>
  )
}
