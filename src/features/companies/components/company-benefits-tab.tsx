import { CircleCheck } from 'lucide-react'
import { BENEFIT_KEYS, type BenefitKey, type CompanyProfile } from '@/api/companies/company-profile'
import { companyProfileClass as c } from '@/components/static-css/company-profile'
import { EmptyTab, ProfileSection, TagList } from './profile-section'

export const BENEFIT_LABELS: Record<BenefitKey, string> = {
  healthInsurance: 'Health insurance',
  dentalInsurance: 'Dental insurance',
  visionInsurance: 'Vision insurance',
  retirement401k: '401(k)',
  retirementPlan: 'Retirement plan',
  stockOptions: 'Stock options',
  paidTimeOff: 'Paid time off',
  parentalLeave: 'Parental leave',
  flexibleSchedule: 'Flexible schedule',
  remoteWork: 'Remote work',
  learningBudget: 'Learning budget',
  professionalDevelopment: 'Professional development',
  gymMembership: 'Gym membership',
  freeFood: 'Free food',
  commuteBenefits: 'Commute benefits',
}

/** Benefits & perks: the benefit flags that are on, other benefits, and perks. */
export function CompanyBenefitsTab({ company }: { company: CompanyProfile }) {
  const { benefits, perks } = company.data
  const offered = BENEFIT_KEYS.filter((key) => benefits?.[key])
  const other = benefits?.other ?? []
  if (offered.length + other.length + perks.length === 0) {
    return <EmptyTab>No benefits or perks listed yet.</EmptyTab>
  }
  return (
    <div className={c.sections}>
      {offered.length + other.length > 0 ? (
        <ProfileSection title="Benefits">
          <ul className={c.benefits}>
            {[...offered.map((key) => BENEFIT_LABELS[key]), ...other].map((label) => (
              <li key={label} className={c.benefit}>
                <CircleCheck aria-hidden className={c.benefitIcon} />
                <p>{label}</p>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
      {perks.length > 0 ? (
        <ProfileSection title="Perks">
          <TagList items={perks} palette="indigo" />
        </ProfileSection>
      ) : null}
    </div>
  )
}
