import { Building2, CalendarDays, ExternalLink, MapPin, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { companyDisplayName } from '@/api/companies/company-names'
import { companySizeLabel } from '@/entities/company/company-presentation'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { CompanyFollowButton, followersLabel } from '@/entities/company/company-follow-button'
import { CompanyLogo } from '@/entities/company/company-logo'
import { companyProfileClass as c } from '@/components/static-css/company-profile'
import { jobCardClass } from '@/components/static-css/job-card'
import { displayUrl, formatCompanyLocation, specified } from '../lib/company-display'

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={c.meta}>
      {icon}
      <span>{children}</span>
    </div>
  )
}

/**
 * The profile's header: logo, name, tagline, industry, size, founded, headquarters, website, and the follow
 * button with the follower count (not on one's own company, where the status shows instead). Plain elements with
 * static classes (src/components/static-css/company-profile.ts); the follow button stays a Chakra button.
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
    <div className={c.header}>
      <CompanyLogo name={name} logo={data.logo ?? company.logo} size="2xl" />
      <div className={c.headerText}>
        <h1 className={c.name}>{name}</h1>
        {data.tagline ? <p className={c.tagline}>{data.tagline}</p> : null}
        <div className={c.facts}>
          {industry ? (
            <span className={c.badge}>
              <Building2 aria-hidden size={12} /> {industry}
            </span>
          ) : null}
          {size ? <Meta icon={<Users aria-hidden size={14} />}>{companySizeLabel(size)}</Meta> : null}
          {data.founded ? (
            <Meta icon={<CalendarDays aria-hidden size={14} />}>Founded {data.founded}</Meta>
          ) : null}
          {headquarters ? <Meta icon={<MapPin aria-hidden size={14} />}>{headquarters}</Meta> : null}
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className={c.website}>
              <ExternalLink aria-hidden size={14} /> {displayUrl(website)}
              <span className={jobCardClass.srOnly}>(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      <div className={c.follow}>
        {followable ? (
          <CompanyFollowButton
            companyId={company.id}
            companyName={company.name}
            followers={company.followers}
            isFollowing={company.isFollowing}
            size="md"
          />
        ) : (
          <p className={c.mutedSm} data-testid="company-followers">
            {followersLabel(company.followers)}
          </p>
        )}
      </div>
    </div>
  )
}
