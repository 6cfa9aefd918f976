import { Briefcase, MapPin, Users } from 'lucide-react'
import { companyDisplayName } from '@/api/companies/company-names'
import { companySizeLabel, showsSetupProgress } from './company-presentation'
import { NOT_SPECIFIED, type Company } from '@/api/companies/company'
import { companyCardClass as c } from '@/components/static-css/company-card'
import { PlainLink } from '@/components/ui/app-link'
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
 *
 * Plain elements with static classes (src/components/static-css/company-card.ts, decision 023): a list renders a
 * dozen cards, and Chakra's components resolved their style props for each part of each card on every render.
 * The follow button and the setup progress stay Chakra's.
 */
export function CompanyCard({ company, hideFollow = false, headingLevel = 'h3' }: Props) {
  const userId = useSession((s) => s.user?.id ?? null)
  const name = companyDisplayName(company.name)
  const industry = specified(company.industry)
  const size = specified(company.size)
  const setup = showsSetupProgress(company.status)
  const ownCompany = userId !== null && userId === company.userId
  const showFollow = !hideFollow && !ownCompany && !setup

  const Heading = headingLevel

  return (
    <div className={c.root} data-testid="company-card">
      <div className={c.body}>
        <div className={c.top}>
          <CompanyLogo name={name} logo={company.logo} />
          <div className={c.titleBlock}>
            <Heading className={c.title}>
              <PlainLink href={`/companies/${company.id}`} className={c.titleLink}>
                {name}
              </PlainLink>
            </Heading>
            {company.tagline ? <p className={c.tagline}>{company.tagline}</p> : null}
          </div>
        </div>

        <div className={c.facts}>
          {industry ? <span className={c.badge}>{industry}</span> : null}
          {size ? (
            <div className={c.fact}>
              <Users aria-hidden size={14} />
              <span>{companySizeLabel(size)}</span>
            </div>
          ) : null}
          {company.location ? (
            <div className={`${c.fact} ${c.factTruncated}`}>
              <MapPin aria-hidden size={14} />
              <span className={c.truncate}>{company.location}</span>
            </div>
          ) : null}
        </div>

        {setup ? <SetupProgress progress={company.onboardingProgress} /> : null}
      </div>
      <div className={c.footer}>
        <div className={c.counts}>
          <PlainLink href={`/jobs?company=${encodeURIComponent(name)}`} className={c.jobsLink}>
            <Briefcase aria-hidden size={14} />
            {openJobsLabel(company.activeJobCount)}
          </PlainLink>
          {showFollow ? (
            <CompanyFollowerCount companyId={company.id} followers={company.followers} />
          ) : (
            <span className={c.followers} data-testid="company-followers">
              {followersLabel(company.followers)}
            </span>
          )}
        </div>
        {showFollow ? (
          <div className={c.raised}>
            <CompanyFollowButton
              companyId={company.id}
              companyName={company.name}
              followers={company.followers}
              showCount={false}
            />
          </div>
        ) : null}
      </div>
    </div>
  )
}
