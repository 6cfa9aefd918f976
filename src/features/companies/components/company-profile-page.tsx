import { Center, Spinner, Text } from '@chakra-ui/react'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { companyProfileClass as c } from '@/components/static-css/company-profile'
import { LastChecked } from '@/components/sync/last-checked'
import { toUserMessage } from '@/lib/api-client/api-error'
import { CompanyAboutTab } from './company-about-tab'
import { CompanyBenefitsTab } from './company-benefits-tab'
import { CompanyHeader } from './company-header'
import { CompanyJsonLd } from './company-json-ld'
import { CompanyJobsTab } from './company-jobs-tab'
import { CompanyLocationsTab } from './company-locations-tab'
import { CompanyOwnerTools } from './company-owner-tools'
import { ProfileTabs } from './company-profile-tabs'
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
  const panel = (value: ProfileTab) => {
    switch (value) {
      case 'about':
        return <CompanyAboutTab company={company} />
      case 'jobs':
        return <CompanyJobsTab company={company} page={jobsPage} onPageChange={onJobsPageChange} />
      case 'benefits':
        return <CompanyBenefitsTab company={company} />
      case 'tech':
        return <CompanyTechTab company={company} />
      case 'locations':
        return <CompanyLocationsTab company={company} />
      case 'team':
        return <CompanyTeamTab company={company} />
    }
  }
  return (
    <div className={c.stack}>
      <CompanyJsonLd company={company} />
      <LastChecked updatedAt={updatedAt} stale={stale} />
      <CompanyHeader company={company} />
      <CompanyOwnerTools company={company} />
      <CompanyStats companyId={company.id} />
      <ProfileTabs
        tabs={tabs.map((value) => ({
          value,
          label: `${TAB_LABELS[value]}${value === 'jobs' && company.activeJobCount > 0 ? ` (${company.activeJobCount})` : ''}`,
        }))}
        value={current}
        onValueChange={onTabChange}
        renderPanel={panel}
      />
    </div>
  )
}

/**
 * /companies/{id}: header, stats, owner tools and the tabs of the company profile. The route's loader
 * has the profile in the cache (from this device when offline), so it is there on first render. Plain elements
 * with static classes (src/components/static-css/company-profile.ts, decision 023) wherever Chakra's behaviour is
 * not needed: the page is server-rendered and hydrated, and each Chakra component resolved its styles again then.
 */
export function CompanyProfilePage(props: Props) {
  const query = useCompany(props.id)
  return (
    <div className={c.root}>
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
    </div>
  )
}
